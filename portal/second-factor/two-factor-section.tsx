import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Divider, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { invalidate } from '../../providers/member-query';
import { notify } from '../../providers/notification-provider';
import {
  secondFactorAccountApi as api,
  secondFactorKeys,
  secondFactorStatusQuery,
} from '../../providers/second-factor-api';
import { sessionsKeys } from '../../providers/sessions-api';
import type { SecondFactorChange } from '../../providers/types';
import { SECOND_FACTOR_TEXTS as TEXTS } from '../constants';
import { SectionCard } from '../shared/section-card';
import { RowsSkeleton } from '../shared/section-skeleton';
import { AppFactor } from './app-factor';
import { PasskeyList } from './passkey-list';
import { ProofDialog, type ProofRequest } from './proof-dialog';
import { RecoveryCodes } from './recovery-codes';

/**
 * The profile's Two-factor authentication: the app, recovery codes and passkeys (members and staff
 * alike). Each change shows in the account's sessions and security history too: a new factor signs
 * the other devices out.
 */
export function TwoFactorSection() {
  const queryClient = useQueryClient();
  const { data: status, error } = useQuery(secondFactorStatusQuery());
  const [proof, setProof] = useState<ProofRequest>();
  const [codes, setCodes] = useState<string[]>();

  const changed = (change?: SecondFactorChange) => {
    if (change?.recoveryCodes) setCodes(change.recoveryCodes);
    void invalidate(queryClient, [secondFactorKeys.status, sessionsKeys.all]);
  };
  const renewCodes = () =>
    setProof({
      title: TEXTS.newCodes,
      action: async (given) => {
        const renewed = await api.renewRecoveryCodes(given);
        notify.success(renewed.message);
        changed(renewed);
      },
    });
  const protectedNow = Boolean(status && (status.totp || status.passkeys.length > 0));

  return (
    <SectionCard title={TEXTS.sectionTitle}>
      {error && <Alert type="error" showIcon role="alert" message={error.message} />}
      {!status && !error && <RowsSkeleton />}
      {status && (
        <Flex vertical gap={4}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {status.required ? TEXTS.sectionRequired : TEXTS.sectionHelp}
          </Typography.Paragraph>
          {status.required && !protectedNow && <Alert type="warning" showIcon message={TEXTS.setUpBeforeNextLogin} />}
          <Divider style={{ margin: '12px 0' }} />
          <AppFactor on={status.totp} onChanged={changed} askProof={setProof} />
          {protectedNow && (
            <>
              <Divider style={{ margin: '12px 0' }} />
              <Flex justify="space-between" align="center" gap={12} wrap>
                <Flex vertical>
                  <Typography.Text strong>{TEXTS.recoveryTitle}</Typography.Text>
                  <Typography.Text type="secondary">{TEXTS.codesLeft(status.recoveryCodesLeft)}</Typography.Text>
                </Flex>
                <Button onClick={renewCodes}>{TEXTS.newCodes}</Button>
              </Flex>
            </>
          )}
          <Divider style={{ margin: '12px 0' }} />
          <PasskeyList passkeys={status.passkeys} onChanged={changed} askProof={setProof} />
        </Flex>
      )}
      <ProofDialog request={proof} hasApp={Boolean(status?.totp)} onClose={() => setProof(undefined)} />
      <Modal
        open={Boolean(codes)}
        title={TEXTS.codesTitle}
        onCancel={() => setCodes(undefined)}
        footer={
          <Button type="primary" onClick={() => setCodes(undefined)}>
            {TEXTS.continue}
          </Button>
        }
        destroyOnHidden
      >
        {codes && <RecoveryCodes codes={codes} />}
      </Modal>
    </SectionCard>
  );
}
