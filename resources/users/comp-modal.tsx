import { Alert, Form, InputNumber, Modal, Radio } from 'antd';
import { useState } from 'react';
import { MAX_COMP_MONTHS } from '../../common/limits';
import { type ApiError, fieldMessage } from '../../providers/api-error';
import { USER_BILLING_TEXTS as TEXTS } from '../shared/constants';

type Length = 'months' | 'forever';
interface CompValues {
  length: Length;
  months?: number;
}

const LENGTHS: { value: Length; label: string }[] = [
  { value: 'months', label: TEXTS.compSomeMonths },
  { value: 'forever', label: TEXTS.compForeverChoice },
];

export interface CompModalProps {
  open: boolean;
  /** Gives it (months, or null for forever): the server's message, or its ApiError thrown. */
  giveComp(months: number | null): Promise<string>;
  onClose(): void;
  onDone(message: string): void;
}

/** Give free membership: for 1 to 120 months, or forever; never charged or renewed. */
export function CompModal({ open, giveComp, onClose, onDone }: CompModalProps) {
  const [form] = Form.useForm<CompValues>();
  const length = Form.useWatch('length', form);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async ({ length, months }: CompValues) => {
    setBusy(true);
    setProblem(null);
    try {
      onDone(await giveComp(length === 'forever' ? null : months!));
    } catch (failure) {
      const error = failure as ApiError;
      if (error.field === 'months') form.setFields([{ name: 'months', errors: [fieldMessage(error)] }]);
      else setProblem(error.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={TEXTS.giveComp}
      okText={TEXTS.give}
      onOk={() => form.submit()}
      okButtonProps={{ loading: busy }}
      onCancel={onClose}
      afterClose={() => setProblem(null)}
      destroyOnHidden
    >
      <Form<CompValues>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ length: 'months' }}
        onFinish={(values) => void send(values)}
      >
        <Form.Item label={TEXTS.compLength} name="length">
          <Radio.Group options={LENGTHS} optionType="button" />
        </Form.Item>
        {length !== 'forever' && (
          <Form.Item
            label={TEXTS.compMonths}
            name="months"
            extra={`1 to ${MAX_COMP_MONTHS}`}
            rules={[{ required: true, message: TEXTS.compMonthsRequired }]}
          >
            <InputNumber min={1} max={MAX_COMP_MONTHS} precision={0} style={{ width: 160 }} />
          </Form.Item>
        )}
        {problem && <Alert type="error" showIcon role="alert" message={problem} />}
      </Form>
    </Modal>
  );
}
