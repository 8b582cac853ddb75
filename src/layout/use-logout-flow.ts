import { useLogout } from '@refinedev/core';
import { App } from 'antd';
import { TEXTS } from '../constants';
import { useThemeMode } from '../theme/theme-context';

/** Spec: confirm → `Successfully Logged Out` → on close clear storage, light theme, go to `/`. */
export function useLogoutFlow(): () => void {
  const { modal } = App.useApp();
  const { mutate: logout } = useLogout();
  const { setDark } = useThemeMode();

  // The theme first: once logged out this header unmounts and would miss any callback.
  const finish = () => {
    setDark(false);
    logout();
  };

  return () => {
    modal.confirm({
      title: TEXTS.logoutConfirm,
      okText: 'Yes',
      cancelText: 'No',
      onOk: () => {
        modal.success({ title: TEXTS.logoutDone, okText: 'OK', afterClose: finish });
      },
    });
  };
}
