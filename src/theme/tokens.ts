import { theme, type ThemeConfig } from 'antd';
import { BREAKPOINTS } from '../constants';

/** Deep poker-table green with a warm accent (DESIGN.md); dark mode uses lighter tints for contrast. */
const PALETTE = {
  light: {
    primary: '#17653f',
    link: '#17653f',
    accent: '#b45309',
    secondaryText: 'rgba(0, 0, 0, 0.66)',
    tertiaryText: 'rgba(0, 0, 0, 0.58)',
    // antd's default green, red and amber read under 4.5:1 as text on white; these read above 5:1.
    status: { colorSuccess: '#2a7a0b', colorError: '#c81a25', colorWarning: '#a15c00' },
  },
  dark: { primary: '#1f7a4f', link: '#6fd3a0', accent: '#b45309', secondaryText: 'rgba(255, 255, 255, 0.72)', tertiaryText: 'rgba(255, 255, 255, 0.62)', status: {} },
} as const;

const shared: ThemeConfig['token'] = {
  screenXSMax: BREAKPOINTS.sm - 1,
  screenSM: BREAKPOINTS.sm,
  screenSMMin: BREAKPOINTS.sm,
  screenSMMax: BREAKPOINTS.md - 1,
  screenMD: BREAKPOINTS.md,
  screenMDMin: BREAKPOINTS.md,
  screenMDMax: BREAKPOINTS.lg - 1,
  screenLG: BREAKPOINTS.lg,
  screenLGMin: BREAKPOINTS.lg,
  screenLGMax: BREAKPOINTS.xl - 1,
  screenXL: BREAKPOINTS.xl,
  screenXLMin: BREAKPOINTS.xl,
  screenXLMax: BREAKPOINTS.xxl - 1,
  screenXXL: BREAKPOINTS.xxl,
  screenXXLMin: BREAKPOINTS.xxl,
  borderRadius: 8,
};

export function appTheme(isDark: boolean): ThemeConfig {
  const colors = isDark ? PALETTE.dark : PALETTE.light;
  return {
    algorithm: isDark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      ...shared,
      colorPrimary: colors.primary,
      colorLink: colors.link,
      colorInfo: colors.primary,
      // antd's defaults for secondary and placeholder text fall under 4.5:1 (WCAG AA).
      colorTextSecondary: colors.secondaryText,
      colorTextDescription: colors.secondaryText,
      colorTextTertiary: colors.tertiaryText,
      colorTextPlaceholder: colors.tertiaryText,
      ...colors.status,
    },
    components: {
      Layout: isDark ? { headerBg: '#141414', siderBg: '#141414', bodyBg: '#0c0f0d' } : { headerBg: '#ffffff', siderBg: '#ffffff', bodyBg: '#f3f6f4' },
      Menu: isDark ? { itemSelectedColor: '#ffffff', itemSelectedBg: colors.primary } : { itemSelectedColor: colors.primary, itemSelectedBg: '#e0efe6' },
    },
  };
}

/** Calls to action (Pay, Select Plan) use the warm accent through a nested theme. */
export function accentTheme(isDark: boolean): ThemeConfig {
  return { token: { colorPrimary: (isDark ? PALETTE.dark : PALETTE.light).accent } };
}
