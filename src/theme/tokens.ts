import { theme, type ThemeConfig } from 'antd';
// With its extension: vite.config.ts loads this file in Node (build/antd-static-css.ts).
import { BREAKPOINTS } from '../constants.js';

/** Deep poker-table green with a warm accent (docs/PRODUCT.md#look-and-feel); dark mode uses lighter tints for contrast. */
const PALETTE = {
  light: {
    primary: '#17653f',
    // The green as text at rest, hovered and pressed (antd's generated link hover reads under 4.5:1 on the page).
    text: { base: '#17653f', hover: '#2d734f', active: '#0b4028' },
    accent: '#b45309',
    secondaryText: 'rgba(0, 0, 0, 0.66)',
    tertiaryText: 'rgba(0, 0, 0, 0.58)',
    // antd's default green, red and amber read under 4.5:1 as text on white; these read above 5:1.
    status: { colorSuccess: '#2a7a0b', colorError: '#c81a25', colorWarning: '#a15c00' },
    // antd derives the tints behind alerts and selected rows from these dark greens and amber as greys
    // (#9ca69f), on which green links read under 3:1; light tints keep all text above 4.5:1.
    tints: {
      colorPrimaryBg: '#e0efe6',
      colorInfoBg: '#e6f2eb',
      colorInfoBorder: '#a8d1b9',
      colorSuccessBg: '#edf6e7',
      colorSuccessBorder: '#b4d89e',
      colorWarningBg: '#fdf3e1',
      colorWarningBorder: '#f0c98a',
    },
  },
  dark: {
    primary: '#1f7a4f',
    // antd derives hovered and pressed green text from the fill, which reads under 4:1 on dark surfaces.
    text: { base: '#6fd3a0', hover: '#8fe0b6', active: '#4fbf87' },
    accent: '#b45309',
    secondaryText: 'rgba(255, 255, 255, 0.72)',
    tertiaryText: 'rgba(255, 255, 255, 0.62)',
    status: {},
    tints: {},
  },
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

/**
 * Popup help text (tooltips, popovers and the confirmations built on them) wraps at 300 px. antd
 * fixes the tooltip's width in its style rather than a token, so it goes in as the popups' style.
 */
export const POPUP_STYLES = { styles: { root: { maxWidth: 300 } } } as const;

/** Modal motion (the dialog in 300 ms, its backdrop in 150 ms), as antd duration tokens. */
export const MODAL_MOTION = { dialog: '0.3s', backdrop: '0.15s' } as const;

/**
 * The theme, the same whatever the system's motion setting: the page's stylesheet and the pages the
 * server draws hold its styles, which antd would work out again for any other token. Reduced motion is
 * switched off beside it (src/theme/theme-context.tsx).
 */
export function appTheme(isDark: boolean): ThemeConfig {
  const colors = isDark ? PALETTE.dark : PALETTE.light;
  const { text } = colors;
  return {
    algorithm: isDark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      ...shared,
      colorPrimary: colors.primary,
      colorInfo: colors.primary,
      colorLink: text.base,
      colorLinkHover: text.hover,
      colorLinkActive: text.active,
      colorPrimaryText: text.base,
      colorPrimaryTextHover: text.hover,
      colorPrimaryTextActive: text.active,
      // antd's defaults for secondary and placeholder text fall under 4.5:1 (WCAG AA).
      colorTextSecondary: colors.secondaryText,
      colorTextDescription: colors.secondaryText,
      colorTextTertiary: colors.tertiaryText,
      colorTextPlaceholder: colors.tertiaryText,
      ...colors.status,
      ...colors.tints,
    },
    components: {
      // The dialog opens in 300 ms over a 150 ms backdrop. antd times the backdrop and the
      // dialog's closing with the same token, so a dialog closes in 150 ms.
      Modal: { motionDurationSlow: MODAL_MOTION.dialog, motionDurationMid: MODAL_MOTION.backdrop },
      Layout: isDark
        ? { headerBg: '#141414', siderBg: '#141414', bodyBg: '#0c0f0d' }
        : { headerBg: '#ffffff', siderBg: '#ffffff', bodyBg: '#f3f6f4' },
      Menu: isDark
        ? { itemSelectedColor: '#ffffff', itemSelectedBg: colors.primary }
        : { itemSelectedColor: colors.primary, itemSelectedBg: '#e0efe6' },
      // Default buttons (the list pager's Prev and Next) take their hovered and pressed text from the fill green.
      Button: {
        defaultHoverColor: text.hover,
        defaultHoverBorderColor: text.hover,
        defaultActiveColor: text.active,
        defaultActiveBorderColor: text.active,
      },
      // The selected tab's label is text on the page: the text greens, not the fill green (dark theme: 4.5:1).
      Tabs: { itemSelectedColor: text.base, itemHoverColor: text.hover, itemActiveColor: text.active },
      // A checked radio button's label is the fill green too; the dot on the light dark-mode tint is the surface colour.
      Radio: isDark
        ? {
            colorPrimary: text.base,
            colorPrimaryHover: text.hover,
            colorPrimaryActive: text.active,
            colorWhite: '#141414',
          }
        : {},
    },
  };
}

/** Calls to action (Pay, Select Plan) use the warm accent through a nested theme. */
export function accentTheme(isDark: boolean): ThemeConfig {
  return { token: { colorPrimary: (isDark ? PALETTE.dark : PALETTE.light).accent } };
}
