import { ConfigProvider } from 'antd';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { STORAGE_KEYS } from '../constants';
import { appTheme } from './tokens';

interface ThemeState {
  isDark: boolean;
  setDark(dark: boolean): void;
  toggle(): void;
}

const ThemeContext = createContext<ThemeState>({ isDark: false, setDark: () => {}, toggle: () => {} });

export const readStoredDark = (): boolean => localStorage.getItem(STORAGE_KEYS.dark) === 'true';

/** Keeps the mode in `isDark`, mirrors it to `html[data-theme]` and swaps antd's algorithm. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [isDark, setIsDark] = useState(readStoredDark);

  useEffect(() => {
    document.documentElement.dataset.theme = isDark ? 'dark' : 'light';
    document.documentElement.style.colorScheme = isDark ? 'dark' : 'light';
  }, [isDark]);

  const setDark = useCallback((dark: boolean) => {
    localStorage.setItem(STORAGE_KEYS.dark, String(dark));
    setIsDark(dark);
  }, []);
  const value = useMemo(() => ({ isDark, setDark, toggle: () => setDark(!isDark) }), [isDark, setDark]);

  return (
    <ThemeContext.Provider value={value}>
      <ConfigProvider theme={appTheme(isDark)}>{children}</ConfigProvider>
    </ThemeContext.Provider>
  );
}

export const useThemeMode = () => useContext(ThemeContext);
