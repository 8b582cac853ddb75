import { type ReactNode, useEffect, useRef } from 'react';

/** The digits that pick a spot's options (and Review's ratings), numbered so on screen. */
const ANSWER_KEY = /^[1-4]$/;

/** Whether a key press belongs to a field being typed in (the header's search, a form), not to the page. */
function typing(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

export interface AnswerKeyHandlers {
  /** 1–4 pressed: the 0-based choice. */
  onNumber?(index: number): void;
  onEnter?(): void;
}

/**
 * The spot screens' keys, the same in the player and on Review: 1–4 answer (then, on Review, rate) and
 * Enter goes on. Heard on the whole page while mounted, but never while typing in a field.
 */
export function useAnswerKeys(handlers: AnswerKeyHandlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
      const { onNumber, onEnter } = latest.current;
      if (onNumber && ANSWER_KEY.test(event.key)) {
        event.preventDefault();
        onNumber(Number(event.key) - 1);
      } else if (onEnter && event.key === 'Enter') {
        event.preventDefault();
        onEnter();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/** A choice's label after its key, as the buttons show it: "1 Fold". */
export function KeyedLabel({ index, children }: { index: number; children: ReactNode }) {
  return (
    <span>
      <kbd>{index + 1}</kbd> {children}
    </span>
  );
}
