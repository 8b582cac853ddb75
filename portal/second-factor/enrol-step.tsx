import { KeyOutlined, MobileOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { secondFactorSignInApi } from '../../providers/second-factor-api';
import type { EnrolledSignIn, SecondFactorEnrolment, SignedInResponse, TotpSetup } from '../../providers/types';
import { AuthCard } from '../auth/auth-layout';
import { SECOND_FACTOR_TEXTS as TEXTS } from '../constants';
import { RecoveryCodes } from './recovery-codes';
import { useStepCall } from './run-step';
import { TotpSetupForm } from './totp-setup';
import { createPasskey } from './webauthn';

interface EnrolStepProps {
  step: SecondFactorEnrolment;
  onSignedIn(answer: SignedInResponse): void;
  onBack(): void;
}

/**
 * Staff who must have a second factor set one up here before they get in: an authenticator app or a
 * passkey, then the recovery codes, shown once, then the landing page.
 */
export function EnrolStep({ step, onSignedIn, onBack }: EnrolStepProps) {
  const [setup, setSetup] = useState<TotpSetup>();
  const [enrolled, setEnrolled] = useState<EnrolledSignIn>();
  const { busy, run } = useStepCall(onBack);

  const startApp = () => run(async () => setSetup(await secondFactorSignInApi.enrolTotp(step.challenge)));
  const addPasskey = () =>
    run(async () => {
      const { options } = await secondFactorSignInApi.enrolPasskeyOptions(step.challenge);
      const response = await createPasskey(options);
      setEnrolled(await secondFactorSignInApi.enrolPasskey({ challenge: step.challenge, response }));
    });

  if (enrolled)
    return (
      <AuthCard title={TEXTS.codesTitle}>
        <Flex vertical gap={16}>
          <RecoveryCodes codes={enrolled.recoveryCodes} />
          <Button type="primary" size="large" block onClick={() => onSignedIn(enrolled)}>
            {TEXTS.continue}
          </Button>
        </Flex>
      </AuthCard>
    );

  return (
    <AuthCard title={TEXTS.enrolTitle} paragraph={TEXTS.enrolParagraph}>
      {setup ? (
        <TotpSetupForm
          setup={setup}
          confirm={(code) => secondFactorSignInApi.confirmEnrolTotp(step.challenge, code)}
          onConfirmed={setEnrolled}
        />
      ) : (
        <Flex vertical gap={12}>
          {step.methods.includes('totp') && (
            <Button size="large" block icon={<MobileOutlined aria-hidden />} loading={busy} onClick={startApp}>
              {TEXTS.appOption}
            </Button>
          )}
          {step.methods.includes('passkey') && (
            <Button size="large" block icon={<KeyOutlined aria-hidden />} disabled={busy} onClick={addPasskey}>
              {TEXTS.passkeyOption}
            </Button>
          )}
        </Flex>
      )}
      <Flex justify="center" style={{ marginTop: 16 }}>
        <Button type="link" onClick={onBack}>
          Back To Login
        </Button>
      </Flex>
    </AuthCard>
  );
}
