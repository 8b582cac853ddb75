import { Form, Input } from 'antd';
import { MAX_RECOVERY_CODE_INPUT } from '../../common/limits';
import { SECOND_FACTOR_TEXTS as TEXTS } from '../constants';

/** Six digits with room for the spaces people type between them. */
const APP_CODE_TYPED_LENGTH = 12;

/** The 6-digit app code, as phones fill it in from a message or an app (one-time-code). */
export function AppCodeField({
  autoFocus = false,
  optional = false,
  label = TEXTS.codeLabel,
}: {
  autoFocus?: boolean;
  optional?: boolean;
  label?: string;
}) {
  return (
    <Form.Item
      name="code"
      label={label}
      rules={[
        { required: !optional, message: TEXTS.codeRequired },
        { pattern: /^\s*(\d\s*){6}$/, message: TEXTS.codeRequired },
      ]}
    >
      <Input inputMode="numeric" autoComplete="one-time-code" maxLength={APP_CODE_TYPED_LENGTH} autoFocus={autoFocus} />
    </Form.Item>
  );
}

export function RecoveryCodeField({ autoFocus = false }: { autoFocus?: boolean }) {
  return (
    <Form.Item
      name="recoveryCode"
      label={TEXTS.recoveryLabel}
      rules={[{ required: true, message: TEXTS.recoveryRequired }]}
    >
      <Input autoComplete="off" spellCheck={false} maxLength={MAX_RECOVERY_CODE_INPUT} autoFocus={autoFocus} />
    </Form.Item>
  );
}
