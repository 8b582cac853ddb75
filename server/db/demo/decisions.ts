import type { DecisionOption } from '../../modules/decisions/schema.js';

/** A demo decision point; `atSeconds` lies inside the 12-second demo videos. */
export interface DemoDecision {
  atSeconds: number;
  game: 'NLHE' | 'PLO';
  positions: string;
  stacksBb: number;
  potBb: number;
  heroCards: string[];
  board: string[];
  action: string;
  options: DecisionOption[];
  explanation: string;
}

/** Decision points of the demo lectures, by their video file, so a new member meets one in the first lectures. */
export const DEMO_DECISIONS: Record<string, DemoDecision[]> = {
  'lecture-01': [
    {
      atSeconds: 4,
      game: 'NLHE',
      positions: 'BTN vs blinds',
      stacksBb: 100,
      potBb: 1.5,
      heroCards: ['Kd', '9s'],
      board: [],
      action: 'Everyone folds to hero on the button.',
      options: [
        { label: 'Fold', share: 0 },
        { label: 'Limp', share: 0 },
        { label: 'Raise to 2.5 bb', share: 100 },
      ],
      explanation:
        'K9 offsuit is a clear open from the button: only the blinds are left to act, and you have position.',
    },
    {
      atSeconds: 9,
      game: 'NLHE',
      positions: 'UTG vs hero in the HJ',
      stacksBb: 100,
      potBb: 4,
      heroCards: ['Ah', '5h'],
      board: [],
      action: 'UTG raises to 2.5 bb; hero is in the hijack.',
      options: [
        { label: 'Fold', share: 55 },
        { label: 'Call', share: 0 },
        { label: '3-bet to 8 bb', share: 45 },
      ],
      explanation:
        'A5 suited mixes between a fold and a 3-bet bluff: it blocks aces and plays well when called. Flatting invites squeezes.',
    },
  ],
  'lecture-03': [
    {
      atSeconds: 6,
      game: 'NLHE',
      positions: 'BTN vs BB, single raised pot',
      stacksBb: 97.5,
      potBb: 5.5,
      heroCards: ['Qs', 'Jc'],
      board: ['Ad', '7s', '2c'],
      action: 'Hero opened the button, BB called; BB checks.',
      options: [
        { label: 'Check', share: 20 },
        { label: 'Bet 1.5 bb (25 %)', share: 80 },
        { label: 'Bet 5.5 bb (pot)', share: 0 },
      ],
      explanation:
        'On a dry ace-high board the button has the range advantage: a small bet with the whole range, including QJ, folds out many better hands of the big blind.',
    },
  ],
  'lecture-12': [
    {
      atSeconds: 5,
      game: 'PLO',
      positions: 'CO vs BTN, 3-bet pot',
      stacksBb: 100,
      potBb: 19,
      heroCards: ['Ks', 'Qs', 'Jh', 'Th'],
      board: ['9s', '8d', '2h'],
      action: 'Hero opened the cutoff, BTN 3-bet and hero called. Hero checks, BTN bets pot.',
      options: [
        { label: 'Fold', share: 0 },
        { label: 'Call', share: 35 },
        { label: 'Raise pot', share: 65 },
      ],
      explanation:
        'A wrap with a backdoor flush draw has close to even equity against an overpair: raising gets the money in while fold equity is highest.',
    },
  ],
};
