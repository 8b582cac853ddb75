import { KeyOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Input, List, Modal, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { MAX_PASSKEY_NAME } from '../../common/limits';
import { toApiError } from '../../providers/api-error';
import { notify } from '../../providers/notification-provider';
import { secondFactorAccountApi as api } from '../../providers/second-factor-api';
import type { PasskeyRecord, SecondFactorChange } from '../../providers/types';
import { SECOND_FACTOR_TEXTS as TEXTS } from '../constants';
import type { ProofRequest } from './proof-dialog';

interface PasskeyListProps {
  passkeys: PasskeyRecord[];
  onChanged(change?: SecondFactorChange): void;
  askProof(request: ProofRequest): void;
}

/** The account's passkeys: add one (the browser's prompt), rename, remove (with proof). */
export function PasskeyList({ passkeys, onChanged, askProof }: PasskeyListProps) {
  const [renaming, setRenaming] = useState<{ passkey: PasskeyRecord; name: string }>();

  const add = () =>
    askProof({
      title: TEXTS.proofTitle,
      action: async (proof) => {
        const { createPasskey } = await import('./webauthn');
        const { challenge, options } = await api.passkeyOptions(proof);
        const change = await api.addPasskey({ challenge, response: await createPasskey(options) });
        notify.success(change.message);
        onChanged(change);
      },
    });
  const rename = async () => {
    if (!renaming) return;
    try {
      notify.success((await api.renamePasskey(renaming.passkey.id, renaming.name)).message);
      setRenaming(undefined);
      onChanged();
    } catch (error) {
      notify.error(toApiError(error).message);
    }
  };
  const remove = (passkey: PasskeyRecord) =>
    askProof({
      title: `${TEXTS.remove}: ${passkey.name}`,
      action: async (proof) => {
        notify.success((await api.removePasskey(passkey.id, proof)).message);
        onChanged();
      },
    });

  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Text strong>{TEXTS.passkeysTitle}</Typography.Text>
        <Button icon={<KeyOutlined aria-hidden />} onClick={add}>
          {TEXTS.addPasskey}
        </Button>
      </Flex>
      <Typography.Text type="secondary">{TEXTS.passkeysHelp}</Typography.Text>
      {passkeys.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TEXTS.noPasskeys} />
      ) : (
        <List
          dataSource={passkeys}
          renderItem={(passkey) => (
            <List.Item
              actions={[
                <Button key="rename" type="link" onClick={() => setRenaming({ passkey, name: passkey.name })}>
                  {TEXTS.rename}
                </Button>,
                <Button key="remove" type="link" danger onClick={() => remove(passkey)}>
                  {TEXTS.remove}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={passkey.name}
                description={
                  passkey.lastUsedAt ? TEXTS.lastUsed(dayjs(passkey.lastUsedAt).format('D MMM YYYY')) : TEXTS.neverUsed
                }
              />
            </List.Item>
          )}
        />
      )}
      <Modal
        open={Boolean(renaming)}
        title={TEXTS.rename}
        okText={TEXTS.save}
        cancelText={TEXTS.cancel}
        onOk={() => void rename()}
        onCancel={() => setRenaming(undefined)}
        destroyOnHidden
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <label htmlFor="passkey-name">{TEXTS.passkeyName}</label>
          <Input
            id="passkey-name"
            maxLength={MAX_PASSKEY_NAME}
            value={renaming?.name}
            onChange={(event) => setRenaming((current) => current && { ...current, name: event.target.value })}
            onPressEnter={() => void rename()}
          />
        </Space>
      </Modal>
    </Flex>
  );
}
