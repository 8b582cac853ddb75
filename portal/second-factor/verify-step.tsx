import { KeyOutlined } from '@ant-design/icons';
import { Button, Divider, Flex, Form } from 'antd';
import { useState } from 'react';
import { secondFactorSignInApi } from '../../providers/second-factor-api';
import type { SecondFactorChallenge, SignedInResponse } from '../../providers/types';
import { AuthCard } from '../auth/auth-layout';
import { SubmitButton } from '../auth/fields';
import { SECOND_FACTOR_TEXTS as TEXTS } from '../constants';
import { AppCodeField, RecoveryCodeField } from './code-field';
import { useStepCall } from './run-step';
import { signWithPasskey } from './webauthn';

interface VerifyStepProps {
  step: SecondFactorChallenge;
  onSignedIn(answer: SignedInResponse): void;
  onBack(): void;
}

type CodeKind = 'code' | 'recoveryCode';

/** The login's second step: the app's code, a recovery code, or a passkey. */
export function VerifyStep({ step, onSignedIn, onBack }: VerifyStepProps) {
  const [form] = Form.useForm<Record<CodeKind, string>>();
  const hasApp = step.methods.includes('totp');
  const hasCodes = step.methods.includes('recovery');
  const [kind, setKind] = useState<CodeKind | null>(hasApp ? 'code' : hasCodes ? 'recoveryCode' : null);
  const { busy, run } = useStepCall(onBack);

  const verifyCode = (values: Record<CodeKind, string>) =>
    run(async () => {
      if (!kind) return;
      onSignedIn(await secondFactorSignInApi.verify({ challenge: step.challenge, [kind]: values[kind] }));
    });
  const verifyPasskey = () =>
    run(async () => {
      const { options } = await secondFactorSignInApi.passkeyOptions(step.challenge);
      const passkey = await signWithPasskey(options);
      onSignedIn(await secondFactorSignInApi.verify({ challenge: step.challenge, passkey }));
    });
  const switchTo = (next: CodeKind) => {
    form.resetFields();
    setKind(next);
  };

  const paragraph =
    kind === 'code' ? TEXTS.appParagraph : kind === 'recoveryCode' ? TEXTS.recoveryParagraph : TEXTS.passkeyParagraph;
  return (
    <AuthCard title={TEXTS.stepTitle} paragraph={paragraph}>
      {kind && (
        <Form form={form} layout="vertical" requiredMark={false} onFinish={verifyCode}>
          {kind === 'code' ? <AppCodeField autoFocus /> : <RecoveryCodeField autoFocus />}
          <SubmitButton loading={busy}>{TEXTS.verify}</SubmitButton>
        </Form>
      )}
      <Flex vertical align="center" gap={4}>
        {kind === 'code' && hasCodes && (
          <Button type="link" onClick={() => switchTo('recoveryCode')}>
            {TEXTS.useRecovery}
          </Button>
        )}
        {kind === 'recoveryCode' && hasApp && (
          <Button type="link" onClick={() => switchTo('code')}>
            {TEXTS.useApp}
          </Button>
        )}
        {step.methods.includes('passkey') && (
          <>
            {kind && <Divider plain>or</Divider>}
            <Button block size="large" icon={<KeyOutlined aria-hidden />} disabled={busy} onClick={verifyPasskey}>
              {TEXTS.usePasskey}
            </Button>
          </>
        )}
        <Button type="link" onClick={onBack}>
          Back To Login
        </Button>
      </Flex>
    </AuthCard>
  );
}
