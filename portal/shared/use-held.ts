import { type FocusEvent, useState } from 'react';

/**
 * Whether the member is on a part of the page that moves by itself (an autoplaying carousel, a
 * countdown): the pointer over it or focus anywhere inside it. Spread `holdHandlers` on its outer
 * element; its timer waits while `held`.
 */
export function useHeld() {
  const [pointedAt, setPointedAt] = useState(false);
  const [focused, setFocused] = useState(false);
  return {
    held: pointedAt || focused,
    holdHandlers: {
      onPointerEnter: () => setPointedAt(true),
      onPointerLeave: () => setPointedAt(false),
      onFocus: () => setFocused(true),
      // Focus moving between two of its controls stays inside.
      onBlur: (event: FocusEvent<HTMLElement>) => setFocused(event.currentTarget.contains(event.relatedTarget)),
    },
  };
}
