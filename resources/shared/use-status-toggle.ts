import { useUpdate } from '@refinedev/core';
import { App } from 'antd';
import { SHARED_TEXTS } from '../../common/texts';
import { STATUS_DIALOG_MS } from './constants';
import { useSuccessDialog } from './success-dialog';

export interface StatusTarget {
  id: number;
  /** The status now; the toggle asks to switch to the other one. */
  active: boolean;
  name: string;
}

/**
 * Staff switch a user or course Active/Inactive after a confirmation dialog, then the success dialog
 * says `Marked as Active` / `Marked as Inactive` for 1 s.
 */
export function useStatusToggle(resource: string, noun: string) {
  const { modal } = App.useApp();
  const { mutateAsync } = useUpdate();
  const showSuccess = useSuccessDialog();

  return (target: StatusTarget) => {
    const next = !target.active;
    modal.confirm({
      title: `Mark ${noun} as ${next ? 'Active' : 'Inactive'}?`,
      content: `Are you sure you want to mark ${target.name} as ${next ? 'Active' : 'Inactive'}?`,
      okText: 'Yes',
      cancelText: 'No',
      onOk: async () => {
        const response = await mutateAsync({
          resource,
          id: target.id,
          values: { status: next },
          successNotification: false,
        });
        const text =
          (response.data?.message as string | undefined) ??
          (next ? SHARED_TEXTS.markedActive : SHARED_TEXTS.markedInactive);
        showSuccess(text, STATUS_DIALOG_MS);
      },
    });
  };
}
