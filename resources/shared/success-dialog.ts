import { App } from 'antd';

/**
 * The staff screens' success dialog: the server's text with an OK button, closing by itself after
 * `shownMs` (3 s after an add, 1 s after an update or a status change).
 */
export function useSuccessDialog() {
  const { modal } = App.useApp();
  return (title: string, shownMs: number) => {
    const dialog = modal.success({ title, okText: 'OK' });
    setTimeout(() => dialog.destroy(), shownMs);
  };
}
