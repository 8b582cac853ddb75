import { App } from 'antd';
import { useNavigate } from 'react-router';
import { SESSION_TEXTS } from '../../common/security-events';
import { authProvider } from '../../providers/auth-provider';
import { TEXTS } from '../constants';
import { useThemeMode } from '../theme/theme-context';

/** docs/PRODUCT.md#header-and-sidebar: confirm → `Successfully Logged Out` → on close clear storage, light theme, go to `/`. */
export function useLogoutFlow(): () => void {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { setDark } = useThemeMode();

  // The theme first: once logged out this header unmounts and would miss any callback.
  const finish = async () => {
    setDark(false);
    const { redirectTo } = await authProvider.logout({});
    if (redirectTo) navigate(redirectTo);
  };

  return () => {
    modal.confirm({
      title: TEXTS.logoutConfirm,
      okText: 'Yes',
      cancelText: 'No',
      onOk: () => {
        modal.success({ title: SESSION_TEXTS.loggedOut, okText: 'OK', afterClose: () => void finish() });
      },
    });
  };
}
