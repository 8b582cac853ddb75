export type PlayerAction = 'toggle-play' | 'back' | 'forward' | 'fullscreen' | 'mute';

/**
 * Where a key press starts: in something that uses keys itself (a text field, a menu, the seek
 * slider), on a button (Space presses it), or elsewhere in the player.
 */
export type FocusKind = 'own-keys' | 'button' | 'other';

const OWN_KEYS =
  'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="menu"], [role="slider"]';
const BUTTONS = 'button, a[href], [role="button"], [role="menuitem"], [role="menuitemradio"]';

export function focusKind(target: EventTarget | null): FocusKind {
  if (!(target instanceof Element)) return 'other';
  if (target.closest(OWN_KEYS)) return 'own-keys';
  return target.closest(BUTTONS) ? 'button' : 'other';
}

const KEYS: Record<string, PlayerAction> = {
  ' ': 'toggle-play',
  ArrowLeft: 'back',
  ArrowRight: 'forward',
  f: 'fullscreen',
  m: 'mute',
};

/** The player's action for a key press, or null when the key is not a shortcut there. */
export function shortcutFor(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>,
  focus: FocusKind,
): PlayerAction | null {
  if (focus === 'own-keys' || event.ctrlKey || event.metaKey || event.altKey) return null;
  const action = KEYS[event.key.length === 1 ? event.key.toLowerCase() : event.key] ?? null;
  return action === 'toggle-play' && focus === 'button' ? null : action;
}
