import { Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { PLAN_TEXTS } from '../constants';

export interface OfferCodeFieldProps {
  /** The code applied now (typed and applied, or from the page's link). */
  code: string | null;
  checking: boolean;
  /** The server's refusal of the applied code, shown as it says it. */
  refusal?: string;
  applied: boolean;
  onApply(code: string): void;
  onRemove(): void;
}

/** "Have a code?": the code and Apply; the server's refusal under the field, word for word. */
export function OfferCodeField({ code, checking, refusal, applied, onApply, onRemove }: OfferCodeFieldProps) {
  const [typed, setTyped] = useState(code ?? '');
  const [missing, setMissing] = useState(false);

  const apply = () => {
    const trimmed = typed.trim();
    setMissing(!trimmed);
    if (trimmed) onApply(trimmed);
  };
  const remove = () => {
    setTyped('');
    setMissing(false);
    onRemove();
  };
  const error = missing ? PLAN_TEXTS.codeRequired : refusal;

  return (
    <Form layout="vertical" component="div">
      <Form.Item
        label={PLAN_TEXTS.codeLabel}
        htmlFor="offer-code"
        validateStatus={error ? 'error' : undefined}
        help={error && <span role="alert">{error}</span>}
      >
        <Space.Compact style={{ width: '100%' }}>
          <Input
            id="offer-code"
            value={typed}
            placeholder={PLAN_TEXTS.codePlaceholder}
            autoComplete="off"
            aria-invalid={Boolean(error)}
            onChange={(event) => setTyped(event.target.value)}
            onPressEnter={apply}
          />
          <Button onClick={apply} loading={checking}>
            {PLAN_TEXTS.apply}
          </Button>
        </Space.Compact>
      </Form.Item>
      {(applied || refusal) && (
        <Button type="link" size="small" onClick={remove} style={{ padding: 0, marginTop: -16, marginBottom: 8 }}>
          {PLAN_TEXTS.removeCode}
        </Button>
      )}
    </Form>
  );
}
