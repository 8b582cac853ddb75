import { Button, ConfigProvider } from 'antd';
import { useThemeMode } from '../../src/theme/theme-context';
import { PORTAL_TEXTS } from '../constants';
import { ctaTheme } from '../shared/cta-theme';

/** `Pay` (or `label`) in the warm call-to-action colour; a submit button of the card form around it. */
export function PayButton({
  paying,
  disabled,
  onClick,
  label = PORTAL_TEXTS.pay,
}: {
  paying: boolean;
  disabled?: boolean;
  onClick?: () => void;
  label?: string;
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
        {label}
      </Button>
    </ConfigProvider>
  );
}
