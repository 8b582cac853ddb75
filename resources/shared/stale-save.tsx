import { Alert, Button, Descriptions, Flex, type FormInstance } from 'antd';
import { useState } from 'react';
import type { ApiError } from '../../providers/api-error';
import { recordVersions } from '../../providers/record-versions';
import { STAFF_TEXTS } from './constants';

/** A save the server refused because someone else saved the record since this form loaded it. */
export interface StaleSave {
  message: string;
  /** The record as it is now. */
  current: Record<string, unknown>;
  /** Its version: what "apply my changes" saves against. */
  etag?: string;
  /** What this form sent. */
  mine: Record<string, unknown>;
  /** The form's values as the user left them: Refine reloads the record after a failed save, which refills the form. */
  values: Record<string, unknown>;
}

const shown = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : Array.isArray(value)
      ? value.join(', ')
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);

/** The fields this form sent that the record now holds otherwise: what to review before saving again. */
export function changedFields({ current, mine }: Pick<StaleSave, 'current' | 'mine'>) {
  return Object.keys(mine)
    .filter((field) => field in current && JSON.stringify(current[field]) !== JSON.stringify(mine[field]))
    .map((field) => ({ field, now: shown(current[field]), yours: shown(mine[field]) }));
}

/**
 * A form's stale save: set from a refused save's error, cleared by applying the changes again (the
 * user's values put back and saved against the version the refusal carried) or by loading the
 * current values (the form's own reload).
 */
export function useStaleSave(resource: string) {
  const [stale, setStale] = useState<StaleSave | null>(null);
  return {
    stale,
    /** Shows the refusal when the error is one (`values`: the form's, when it sent something else); false otherwise. */
    caught(error: unknown, sent: unknown, values: unknown = sent): boolean {
      const refused = (error as ApiError | undefined)?.stale;
      if (!refused) return false;
      setStale({
        message: (error as ApiError).message,
        current: refused.current,
        etag: refused.etag,
        mine: (sent ?? {}) as Record<string, unknown>,
        values: (values ?? {}) as Record<string, unknown>,
      });
      return true;
    },
    reapply(id: string | number | undefined, form: FormInstance): void {
      if (!stale) return;
      if (id !== undefined) recordVersions.remember(resource, id, stale.etag);
      setStale(null);
      form.setFieldsValue(stale.values);
      form.submit();
    },
    reload(refetch: () => unknown): void {
      setStale(null);
      refetch();
    },
    /** Another record opens in the same dialog. */
    clear: () => setStale(null),
  };
}

export type StaleSaveState = ReturnType<typeof useStaleSave>;

/** The refusal above the form: the server's message, each field now and as this form had it, and the two ways on. */
export function StaleSaveAlert({
  stale,
  onReapply,
  onReload,
}: {
  stale: StaleSave;
  onReapply(): void;
  onReload(): void;
}) {
  const fields = changedFields(stale);
  return (
    <Alert
      type="warning"
      role="alert"
      showIcon
      style={{ marginBottom: 16 }}
      message={stale.message}
      description={
        fields.length ? (
          <Descriptions
            size="small"
            column={1}
            items={fields.map(({ field, now, yours }) => ({
              key: field,
              label: field,
              children: `${STAFF_TEXTS.nowReads} ${now} · ${STAFF_TEXTS.yoursReads} ${yours}`,
            }))}
          />
        ) : (
          STAFF_TEXTS.noFieldDiffers
        )
      }
      action={
        <Flex vertical gap={8}>
          <Button size="small" type="primary" onClick={onReapply}>
            {STAFF_TEXTS.applyMine}
          </Button>
          <Button size="small" onClick={onReload}>
            {STAFF_TEXTS.loadCurrent}
          </Button>
        </Flex>
      }
    />
  );
}
