import { ConfigProvider } from 'antd';
import { Provider as MotionProvider } from 'rc-motion';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { STORAGE_KEYS } from '../../providers/constants';
import { writePageCookies } from '../drawing/page-cookies';
import { useServerView } from '../drawing/page-drawing';
import { appTheme, POPUP_STYLES } from './tokens';

interface ThemeState {
  isDark: boolean;
  setDark(dark: boolean): void;
  toggle(): void;
}

/** The ripple antd draws from a clicked button (in a React root of its own, which no context reaches). */
const NO_WAVE = { disabled: true };

const ThemeContext = createContext<ThemeState>({ isDark: false, setDark: () => {}, toggle: () => {} });

export const readStoredDark = (): boolean => localStorage.getItem(STORAGE_KEYS.dark) === 'true';

// Asked on use, not at import: jsdom (unit tests) has no matchMedia.
const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)');
const prefersReducedMotion = () => reducedMotion()?.matches ?? false;
const onReducedMotionChange = (onChange: () => void) => {
  const query = reducedMotion();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};

/**
 * Keeps the mode in `isDark`, mirrors it to `html[data-theme]` and swaps antd's algorithm; follows the
 * system's reduced-motion setting. That setting turns off what antd's `motion: false` token would
 * (rc-motion's enter and leave animations here, every transition in src/global.css) and the ripple of
 * a click, without a theme of its own, whose every style antd would generate again at each page load.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const serverView = useServerView();
  const [isDark, setIsDark] = useState(() => serverView?.dark ?? readStoredDark());
  // The server cannot know the setting: it draws with motion, as most visitors have it.
  const lessMotion = useSyncExternalStore(onReducedMotionChange, prefersReducedMotion, () => false);

  useEffect(() => {
    document.documentElement.dataset.theme = isDark ? 'dark' : 'light';
    document.documentElement.style.colorScheme = isDark ? 'dark' : 'light';
    writePageCookies();
  }, [isDark]);

  const setDark = useCallback((dark: boolean) => {
    localStorage.setItem(STORAGE_KEYS.dark, String(dark));
    setIsDark(dark);
  }, []);
  const value = useMemo(() => ({ isDark, setDark, toggle: () => setDark(!isDark) }), [isDark, setDark]);

  return (
    <ThemeContext.Provider value={value}>
      <ConfigProvider
        theme={appTheme(isDark)}
        tooltip={POPUP_STYLES}
        popover={POPUP_STYLES}
        wave={lessMotion ? NO_WAVE : undefined}
      >
        <MotionProvider motion={!lessMotion}>{children}</MotionProvider>
      </ConfigProvider>
    </ThemeContext.Provider>
  );
}

export const useThemeMode = () => useContext(ThemeContext);
