import { createContext, useContext } from 'react';
import type { Session } from '../../providers/session';

/**
 * What the server knows of the member it draws a page for (docs/ARCHITECTURE.md#pages-drawn-by-the-server):
 * in the browser these come from its own storage and window, so this is null there.
 */
export interface ServerView {
  session: Session;
  dark: boolean;
  /** The window's width as the browser last reported it, so the server draws the same layout. */
  width: number;
}

export const ServerViewContext = createContext<ServerView | null>(null);

export const useServerView = () => useContext(ServerViewContext);

/** The window's width: the browser's own, or the one the server draws for. */
export const useWindowWidth = (): number => useServerView()?.width ?? window.innerWidth;
