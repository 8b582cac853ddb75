import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input, InputNumber, Select, Space } from 'antd';
import { useState } from 'react';
import { formatChapterTime } from '../../../common/chapters';
import {
  cardsProblem,
  GAMES,
  MAX_EXPLANATION,
  MAX_OPTION_LABEL,
  MAX_OPTIONS,
  MAX_POSITIONS,
  MAX_SPOT_ACTION,
  parseMoment,
  sharesProblem,
} from '../../../common/poker-cards';
import type { DecisionBody, DecisionRecord } from '../../../providers/types';
import { CardPicker } from '../../../src/components/playing-cards';

type Values = Omit<DecisionBody, 'atSeconds'> & { moment: string };

const NEW_DECISION: Values = {
  moment: '0:00',
  game: 'NLHE',
  positions: '',
  stacksBb: 100,
  potBb: 1.5,
  heroCards: [],
  board: [],
  action: '',
  options: [
    { label: 'Fold', share: 0 },
    { label: 'Call', share: 100 },
  ],
  explanation: '',
};

const toValues = (decision?: DecisionRecord): Values =>
  decision ? { ...decision, moment: formatChapterTime(decision.atSeconds) } : NEW_DECISION;

export interface DecisionFormProps {
  decision?: DecisionRecord;
  /** Where the staff player is now, in seconds, for "From the player". */
  playerTime(): number | null;
  onSave(body: DecisionBody): Promise<string | null>;
  onCancel(): void;
}

/** Places or changes a decision: moment, spot, cards from the picker, options with their shares, explanation. */
export function DecisionForm({ decision, playerTime, onSave, onCancel }: DecisionFormProps) {
  const [form] = Form.useForm<Values>();
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const heroCards = Form.useWatch('heroCards', form) ?? [];
  const board = Form.useWatch('board', form) ?? [];

  const submit = async ({ moment, ...values }: Values) => {
    const atSeconds = parseMoment(moment);
    const found =
      atSeconds === null
        ? 'Please type the moment as m:ss'
        : (
            cardsProblem(values.game, values.heroCards, values.board) ??
            sharesProblem(values.options.map((option) => option.share))
          )?.message;
    setProblem(found ?? null);
    if (found || atSeconds === null) return;
    setSaving(true);
    setProblem(await onSave({ ...values, atSeconds }));
    setSaving(false);
  };

  return (
    <Form form={form} layout="vertical" initialValues={toValues(decision)} onFinish={(values) => void submit(values)}>
      <Flex gap={12} wrap align="end">
        <Form.Item name="moment" label="Moment (m:ss)" rules={[{ required: true }]}>
          <Input style={{ width: 100 }} />
        </Form.Item>
        <Form.Item>
          <Button
            onClick={() => {
              const seconds = playerTime();
              if (seconds !== null) form.setFieldValue('moment', formatChapterTime(seconds));
            }}
          >
            From the player
          </Button>
        </Form.Item>
        <Form.Item name="game" label="Game">
          <Select style={{ width: 100 }} options={GAMES.map((game) => ({ value: game, label: game }))} />
        </Form.Item>
        <Form.Item
          name="positions"
          label="Positions"
          rules={[{ required: true, message: 'Please give the positions' }]}
        >
          <Input maxLength={MAX_POSITIONS} placeholder="BTN vs BB" />
        </Form.Item>
        <Form.Item name="stacksBb" label="Effective stacks (bb)">
          <InputNumber min={0} />
        </Form.Item>
        <Form.Item name="potBb" label="Pot (bb)">
          <InputNumber min={0} />
        </Form.Item>
      </Flex>
      <Form.Item name="heroCards" label="Hero's cards">
        <CardPicker value={heroCards} taken={board} onChange={() => undefined} label="Hero's cards" />
      </Form.Item>
      <Form.Item name="board" label="Board">
        <CardPicker value={board} taken={heroCards} onChange={() => undefined} label="Board" />
      </Form.Item>
      <Form.Item name="action" label="Action up to hero">
        <Input.TextArea maxLength={MAX_SPOT_ACTION} autoSize />
      </Form.Item>
      <Form.List name="options">
        {(fields, { add, remove }) => (
          <Form.Item label="Options and their shares (%)">
            {fields.map((field, index) => (
              <Space key={field.key} align="baseline">
                <Form.Item name={[field.name, 'label']} rules={[{ required: true, message: 'Please name the option' }]}>
                  <Input maxLength={MAX_OPTION_LABEL} aria-label={`Option ${index + 1}`} />
                </Form.Item>
                <Form.Item name={[field.name, 'share']}>
                  <InputNumber min={0} max={100} aria-label={`Option ${index + 1} share`} />
                </Form.Item>
                {fields.length > 2 && (
                  <MinusCircleOutlined aria-label={`Remove option ${index + 1}`} onClick={() => remove(field.name)} />
                )}
              </Space>
            ))}
            {fields.length < MAX_OPTIONS && (
              <Button icon={<PlusOutlined />} onClick={() => add({ label: '', share: 0 })}>
                Add option
              </Button>
            )}
          </Form.Item>
        )}
      </Form.List>
      <Form.Item
        name="explanation"
        label="Explanation"
        rules={[{ required: true, message: 'Please explain the answer' }]}
      >
        <Input.TextArea maxLength={MAX_EXPLANATION} autoSize={{ minRows: 3 }} />
      </Form.Item>
      {problem && <Alert type="error" showIcon role="alert" message={problem} style={{ marginBottom: 12 }} />}
      <Flex gap={8} justify="flex-end">
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          Save decision
        </Button>
      </Flex>
    </Form>
  );
}
