import { Button, ConfigProvider } from 'antd';
import { useThemeMode } from '../../src/theme/theme-context';
import { PORTAL_TEXTS } from '../constants';
import { ctaTheme } from '../shared/cta-theme';

/** `Pay` in the warm call-to-action colour; a submit button of the card form around it. */
export function PayButton({
  paying,
  disabled,
  onClick,
}: {
  paying: boolean;
  disabled?: boolean;
  onClick?: () => void;
}) {
  const { isDark } = useThemeMode();
  return (
    <ConfigProvider theme={ctaTheme(isDark)}>
      <Button
        type="primary"
        htmlType={onClick ? 'button' : 'submit'}
        size="large"
        block
        loading={paying}
        disabled={disabled}
        onClick={onClick}
      >
        {PORTAL_TEXTS.pay}
      </Button>
    </ConfigProvider>
  );
}
