import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Flex, Switch, Typography } from 'antd';
import { useState } from 'react';
import { DIGEST_TEXTS } from '../../common/digest-texts';
import { toApiError } from '../../providers/api-error';
import { digestSettingQuery, setWeeklyDigest } from '../../providers/digest-api';
import { notify } from '../../providers/notification-provider';
import { SectionCard } from '../shared/section-card';
import { RowsSkeleton } from '../shared/section-skeleton';

const SWITCH_ID = 'weekly-digest-switch';
const HELP_ID = 'weekly-digest-help';

/** The profile's mail settings: the weekly digest switch, saved as it is flipped. */
export function DigestSetting() {
  const { data, error } = useQuery(digestSettingQuery());
  const { mutateAsync: save } = useMutation(setWeeklyDigest);
  const [chosen, setChosen] = useState<boolean>();
  const [saving, setSaving] = useState(false);
  const checked = chosen ?? data?.weeklyDigest;

  const change = async (next: boolean) => {
    setChosen(next);
    setSaving(true);
    try {
      const answer = await save(next);
      setChosen(answer.weeklyDigest);
      notify.success(answer.message ?? (next ? DIGEST_TEXTS.on : DIGEST_TEXTS.off));
    } catch (failure) {
      setChosen(!next);
      notify.error(toApiError(failure).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <SectionCard title="Mail">
      {error ? (
        <Alert type="error" showIcon role="alert" message={error.message} />
      ) : (
        <>
          {checked === undefined ? (
            <RowsSkeleton rows={1} />
          ) : (
            <Flex align="center" gap={12}>
              <Switch
                id={SWITCH_ID}
                aria-describedby={HELP_ID}
                checked={checked}
                loading={saving}
                onChange={(next) => void change(next)}
              />
              <label htmlFor={SWITCH_ID}>{DIGEST_TEXTS.setting}</label>
            </Flex>
          )}
          <Typography.Paragraph type="secondary" id={HELP_ID} style={{ margin: '8px 0 0' }}>
            {DIGEST_TEXTS.settingHelp}
          </Typography.Paragraph>
        </>
      )}
    </SectionCard>
  );
}
