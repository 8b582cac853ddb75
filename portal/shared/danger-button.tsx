import { Button, type ButtonProps, ConfigProvider } from 'antd';
import { useThemeMode } from '../../src/theme/theme-context';

// antd's default red falls under 4.5:1 as text in both themes.
const READABLE_RED = { light: '#b42318', dark: '#ff8a80' } as const;

/** A destructive action whose red text stays readable (WCAG AA) in light and dark. */
export function DangerButton(props: ButtonProps) {
  const { isDark } = useThemeMode();
  return (
    <ConfigProvider theme={{ token: { colorError: READABLE_RED[isDark ? 'dark' : 'light'] } }}>
      <Button danger {...props} />
    </ConfigProvider>
  );
}
