import {
  type QueryKey,
  useMutation,
  type UseMutationOptions,
  useQuery,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { Alert, Flex, Switch, Typography } from 'antd';
import { useState } from 'react';
import { toApiError } from '../../providers/api-error';
import { notify } from '../../providers/notification-provider';
import { RowsSkeleton } from '../shared/section-skeleton';

interface MailSwitchProps<Answer extends { message?: string }, Key extends QueryKey> {
  /** The switch's element id; its help text's is `${id}-help`. */
  id: string;
  texts: { label: string; help: string; on: string; off: string };
  query: UseQueryOptions<Answer, Error, Answer, Key>;
  save: UseMutationOptions<Answer, Error, boolean>;
  /** Whether the answer says the mailing is on. */
  isOn(answer: Answer): boolean;
}

/** One mailing a member may turn off, saved as it is flipped and set back if the save fails. */
export function MailSwitch<Answer extends { message?: string }, Key extends QueryKey>({
  id,
  texts,
  query,
  save,
  isOn,
}: MailSwitchProps<Answer, Key>) {
  const { data, error } = useQuery(query);
  const { mutateAsync } = useMutation(save);
  const [chosen, setChosen] = useState<boolean>();
  const [saving, setSaving] = useState(false);
  const checked = chosen ?? (data && isOn(data));
  const helpId = `${id}-help`;

  const change = async (next: boolean) => {
    setChosen(next);
    setSaving(true);
    try {
      const answer = await mutateAsync(next);
      setChosen(isOn(answer));
      notify.success(answer.message ?? (next ? texts.on : texts.off));
    } catch (failure) {
      setChosen(!next);
      notify.error(toApiError(failure).message);
    } finally {
      setSaving(false);
    }
  };

  if (error) return <Alert type="error" showIcon role="alert" message={error.message} />;
  return (
    <div>
      {checked === undefined ? (
        <RowsSkeleton rows={1} />
      ) : (
        <Flex align="center" gap={12}>
          <Switch
            id={id}
            aria-describedby={helpId}
            checked={checked}
            loading={saving}
            onChange={(next) => void change(next)}
          />
          <label htmlFor={id}>{texts.label}</label>
        </Flex>
      )}
      <Typography.Paragraph type="secondary" id={helpId} style={{ margin: '8px 0 0' }}>
        {texts.help}
      </Typography.Paragraph>
    </div>
  );
}
