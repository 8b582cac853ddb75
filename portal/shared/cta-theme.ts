import type { ThemeConfig } from 'antd';
import { accentTheme } from '../../src/theme/tokens';

// antd's generated hover tint of the accent is lighter and drops white text under 4.5:1.
const ACCENT_HOVER = '#92400e';

/** Calls to action (Select Plan, Pay): the shell's warm accent, with a hover that stays readable. */
export function ctaTheme(isDark: boolean): ThemeConfig {
  const accent = accentTheme(isDark);
  return { ...accent, token: { ...accent.token, colorPrimaryHover: ACCENT_HOVER, colorPrimaryActive: ACCENT_HOVER } };
}
