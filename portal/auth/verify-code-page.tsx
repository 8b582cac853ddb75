import { Button, Flex, Form, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PATHS } from '../../common/paths';
import { ApiError, toApiError } from '../../providers/api-error';
import { authApi } from '../../providers/auth-api';
import { notify } from '../../providers/notification-provider';
import { RESEND_CODE_SECONDS, VERIFICATION_CODE_LENGTH } from '../../src/constants';
import { AuthCard } from './auth-layout';
import { CodeInputs } from './code-inputs';
import { SubmitButton } from './fields';
import { formatMinutes, useCountdown } from './use-countdown';

const emptyCode = () => Array.from({ length: VERIFICATION_CODE_LENGTH }, () => '');

/** Step 2 of 3: the mailed 4-digit code, checked by the server, with a working resend. */
export function VerifyCodePage() {
  const email = (useLocation().state as { email?: string } | null)?.email;
  const navigate = useNavigate();
  const [digits, setDigits] = useState(emptyCode);
  const [busy, setBusy] = useState(false);
  const { left, restart } = useCountdown(RESEND_CODE_SECONDS);
  if (!email) return <Navigate to={PATHS.forgetPassword} replace />;

  const complete = digits.every((digit) => /^\d$/.test(digit));
  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    try {
      await call();
    } catch (error) {
      notify.error(toApiError(error).message);
    } finally {
      setBusy(false);
    }
  };

  const verify = () =>
    run(async () => {
      if (!complete) throw new ApiError('The code is 4 digits');
      const { token } = await authApi.verifyCode(email, digits.join(''));
      navigate(PATHS.newPassword, { state: { token } });
    });

  const resend = () =>
    run(async () => {
      notify.success((await authApi.forgotPassword(email)).message);
      setDigits(emptyCode());
      restart();
    });

  return (
    <AuthCard title="Verification Code" paragraph={`Enter the 4 digit code we sent to ${email}.`} backToLogin>
      <Form layout="vertical" onFinish={verify}>
        <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
          <legend style={{ marginBottom: 12, textAlign: 'center', width: '100%' }}>
            <Typography.Text>Verification code (4 digits)</Typography.Text>
          </legend>
          <CodeInputs length={VERIFICATION_CODE_LENGTH} value={digits} onChange={setDigits} />
        </fieldset>
        <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
          <Typography.Text type="secondary">
            {left > 0 ? `Resending in ${formatMinutes(left)}` : 'You can resend the code now'}
          </Typography.Text>
          <Button type="link" onClick={resend} disabled={left > 0 || busy}>
            Resend Code
          </Button>
        </Flex>
        <SubmitButton loading={busy && complete}>Continue</SubmitButton>
      </Form>
    </AuthCard>
  );
}
