import { theme } from 'antd';
import { type Action, ACTIONS, type Mix } from '../../../common/range-chart';

export type ActionColours = Record<Action, string>;

export const ACTION_LABELS: Record<Action, string> = { raise: 'Raise', call: 'Call', fold: 'Fold' };

/** Raise red, call green, fold blue: antd's palette at a depth where body text reads above 4.5:1 in both themes. */
export function useActionColours(): ActionColours {
  const { token } = theme.useToken();
  return { raise: token.red4, call: token.green4, fold: token.blue4 };
}

/** A cell's fill: one colour, or side-by-side bands as wide as each action's percentage. */
export function mixBackground(mix: Mix, colours: ActionColours): string {
  const parts = ACTIONS.filter((action) => (mix[action] ?? 0) > 0);
  if (parts.length === 1) return colours[parts[0]];
  let from = 0;
  const stops = parts.map((action) => {
    const to = from + (mix[action] ?? 0);
    const stop = `${colours[action]} ${from}% ${to}%`;
    from = to;
    return stop;
  });
  return `linear-gradient(to right, ${stops.join(', ')})`;
}
