import { Alert, Button } from 'antd';
import { useState } from 'react';
import { AUTH_TEXTS } from '../../common/auth-texts';
import { toApiError } from '../../providers/api-error';
import { authApi } from '../../providers/auth-api';
import { notify } from '../../providers/notification-provider';

/** Whether a sign-in was refused because the account's address is not verified yet. */
export const refusedAsUnverified = (error: { statusCode?: number; message: string } | undefined) =>
  error?.statusCode === 403 && error.message === AUTH_TEXTS.notVerified;

/**
 * A sign-in refused as unverified: the verification mail can be asked for again from here, for the
 * address just typed (the server budgets these mails per address and answers alike for any).
 */
export function UnverifiedNotice({ email }: { email: string }) {
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const resend = async () => {
    setSending(true);
    try {
      notify.success((await authApi.resendVerification(email)).message);
      setSent(true);
    } catch (error) {
      notify.error(toApiError(error).message);
    } finally {
      setSending(false);
    }
  };
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      message={AUTH_TEXTS.notVerified}
      action={
        <Button size="small" loading={sending} disabled={sent} onClick={resend}>
          Resend verification email
        </Button>
      }
    />
  );
}
