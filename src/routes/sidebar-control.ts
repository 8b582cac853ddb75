import { BREAKPOINTS } from '../constants';

type SetOpen = (open: boolean) => void;

let setOpen: SetOpen | undefined;
/** Asked for before the shell attached (a screen's effect runs before its frame's). */
let pending: boolean | undefined;

/**
 * Lets a screen open or close the shell's sidebar: on phones a collapsed sidebar takes no room at all,
 * so the first-visit tour, which points at its links, opens it first. The shell attaches its state.
 */
export const sidebarControl = {
  /** Phones collapse the sidebar to nothing; wider screens keep its icons in view. */
  hidesWhenCollapsed: (width = window.innerWidth) => width < BREAKPOINTS.sm,
  attach(set: SetOpen): () => void {
    setOpen = set;
    if (pending !== undefined) set(pending);
    pending = undefined;
    return () => {
      if (setOpen === set) setOpen = undefined;
    };
  },
  show(open: boolean): void {
    if (setOpen) setOpen(open);
    else pending = open;
  },
};
