import { Alert, Modal, Typography } from 'antd';
import { notify } from '../../providers/notification-provider';
import type { PaymentsConfigResponse } from '../../providers/types';
import { cardLine } from '../../src/components/charge-list';
import { ProviderCardForm } from '../payments/provider-card-form';
import type { ConfirmCard } from '../payments/use-membership-payment';
import { CARD_TEXTS } from './card-texts';
import { useCardUpdate } from './use-card-update';

/** The Select Plan card form in a dialog, saving a new card on file instead of paying. */
export function CardUpdateDialog({
  open,
  config,
  onClose,
}: {
  open: boolean;
  config: PaymentsConfigResponse;
  onClose(): void;
}) {
  const { save, saving, error, clearError } = useCardUpdate();

  const submit = async (confirmCard: ConfirmCard) => {
    const answer = await save(confirmCard);
    if (!answer) return;
    const card = cardLine(answer.card);
    notify.success(card ? `${answer.message}. ${CARD_TEXTS.onFile(card)}` : answer.message);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={CARD_TEXTS.dialogTitle}
      footer={null}
      destroyOnHidden
      maskClosable={!saving}
      closable={!saving}
      onCancel={onClose}
      afterClose={clearError}
    >
      <Typography.Paragraph type="secondary">{CARD_TEXTS.dialogNote}</Typography.Paragraph>
      {error && <Alert type="error" showIcon role="alert" message={error} style={{ marginBottom: 16 }} />}
      <ProviderCardForm
        config={config}
        paying={saving}
        onPay={(confirmCard) => void submit(confirmCard)}
        submitLabel={CARD_TEXTS.save}
      />
    </Modal>
  );
}
