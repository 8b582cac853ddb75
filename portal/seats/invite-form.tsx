import { Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { MAX_EMAIL_LENGTH } from '../../common/limits';
import { SEAT_TEXTS } from '../../common/seat-texts';

/** An email and Invite; the field empties once the invite is sent. */
export function InviteForm({ disabled, onInvite }: { disabled: boolean; onInvite(email: string): Promise<boolean> }) {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    if (await onInvite(email.trim())) setEmail('');
    setSending(false);
  };
  return (
    <Form component={false}>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          type="email"
          aria-label={SEAT_TEXTS.inviteEmail}
          placeholder={SEAT_TEXTS.inviteEmail}
          maxLength={MAX_EMAIL_LENGTH}
          value={email}
          disabled={disabled}
          onChange={(event) => setEmail(event.target.value)}
          onPressEnter={() => email.trim() && void send()}
        />
        <Button type="primary" loading={sending} disabled={disabled || !email.trim()} onClick={() => void send()}>
          {SEAT_TEXTS.invite}
        </Button>
      </Space.Compact>
    </Form>
  );
}
