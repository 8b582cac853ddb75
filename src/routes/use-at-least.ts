import { Grid } from 'antd';
import { BREAKPOINTS } from '../constants';
import { useServerView } from '../drawing/page-drawing';

/**
 * Whether the window is at least a breakpoint wide: as antd's Grid follows it in the browser, or at the
 * width the server draws for (src/drawing/page-drawing.tsx), where Grid would know nothing and say no.
 */
export function useAtLeast(breakpoint: keyof typeof BREAKPOINTS): boolean {
  const screens = Grid.useBreakpoint();
  const view = useServerView();
  return view ? view.width >= BREAKPOINTS[breakpoint] : Boolean(screens[breakpoint]);
}
