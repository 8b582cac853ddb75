import { Button, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { notify } from '../../providers/notification-provider';
import { secondFactorAccountApi as api } from '../../providers/second-factor-api';
import type { SecondFactorChange, TotpSetup } from '../../providers/types';
import { ToneBadge } from '../../src/components/status-badge';
import { SECOND_FACTOR_TEXTS as TEXTS } from '../constants';
import type { ProofRequest } from './proof-dialog';
import { TotpSetupForm } from './totp-setup';

interface AppFactorProps {
  on: boolean;
  onChanged(change?: SecondFactorChange): void;
  askProof(request: ProofRequest): void;
}

/** The authenticator app: set it up (QR, key, first code), or turn it off. */
export function AppFactor({ on, onChanged, askProof }: AppFactorProps) {
  const [setup, setSetup] = useState<TotpSetup>();
  const start = () =>
    askProof({
      title: TEXTS.proofTitle,
      action: async (proof) => setSetup(await api.startTotp(proof)),
    });
  const confirmed = (change: SecondFactorChange) => {
    setSetup(undefined);
    notify.success(change.message);
    onChanged(change);
  };
  const turnOff = () =>
    askProof({
      title: `${TEXTS.turnOff}: ${TEXTS.appTitle}`,
      action: async (proof) => {
        notify.success((await api.disableTotp(proof)).message);
        onChanged();
      },
    });

  return (
    <Flex justify="space-between" align="center" gap={12} wrap>
      <Flex align="center" gap={8}>
        <Typography.Text strong>{TEXTS.appTitle}</Typography.Text>
        <ToneBadge tone={on ? 'success' : 'default'} text={on ? TEXTS.on : TEXTS.off} />
      </Flex>
      {on ? (
        <Button onClick={turnOff}>{TEXTS.turnOff}</Button>
      ) : (
        <Button type="primary" onClick={start}>
          {TEXTS.setUpApp}
        </Button>
      )}
      <Modal
        open={Boolean(setup)}
        title={TEXTS.setUpApp}
        footer={null}
        onCancel={() => setSetup(undefined)}
        destroyOnHidden
      >
        {setup && <TotpSetupForm setup={setup} confirm={api.confirmTotp} onConfirmed={confirmed} />}
      </Modal>
    </Flex>
  );
}
