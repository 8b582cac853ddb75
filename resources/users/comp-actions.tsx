import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { toApiError } from '../../providers/api-error';
import { notify } from '../../providers/notification-provider';
import type { StaffBillingResponse } from '../../providers/types';
import { ADD_SUCCESS_MS, UPDATE_SUCCESS_MS, USER_BILLING_TEXTS as TEXTS } from '../shared/constants';
import { useSuccessDialog } from '../shared/success-dialog';
import { CompModal } from './comp-modal';

export interface CompActionsProps {
  billing: StaffBillingResponse;
  giveComp(months: number | null): Promise<string>;
  endComp(): Promise<string>;
}

/**
 * An admin's free membership buttons: End (after a confirmation) while there is one, Give while the
 * member has no membership at all (a paying member's must be cancelled first, the server says).
 * The server's message is the success dialog, or the error's toast.
 */
export function CompActions({ billing, giveComp, endComp }: CompActionsProps) {
  const [giving, setGiving] = useState(false);
  const [ending, setEnding] = useState(false);
  const showSuccess = useSuccessDialog();

  const end = async () => {
    setEnding(true);
    try {
      showSuccess(await endComp(), UPDATE_SUCCESS_MS);
    } catch (failure) {
      notify.error(toApiError(failure).message);
    } finally {
      setEnding(false);
    }
  };

  return (
    <>
      {billing.comped ? (
        <Popconfirm title={TEXTS.endCompConfirm} okText={TEXTS.yes} cancelText={TEXTS.no} onConfirm={() => end()}>
          <Button loading={ending}>{TEXTS.endComp}</Button>
        </Popconfirm>
      ) : (
        !billing.plan && <Button onClick={() => setGiving(true)}>{TEXTS.giveComp}</Button>
      )}
      <CompModal
        open={giving}
        giveComp={giveComp}
        onClose={() => setGiving(false)}
        onDone={(message) => {
          setGiving(false);
          showSuccess(message, ADD_SUCCESS_MS);
        }}
      />
    </>
  );
}
