/**
 * Hand histories on lectures: the normalised hand both the server (which parses and stores it) and the
 * member's replayer (which plays it back) read, and the limits and texts of attaching one.
 */

import { KIB } from './limits.js';
import type { Game } from './poker-cards.js';

export const HAND_SITES = ['PokerStars', 'GGPoker'] as const;
export type HandSite = (typeof HAND_SITES)[number];
export const STREETS = ['preflop', 'flop', 'turn', 'river'] as const;
export type Street = (typeof STREETS)[number];

export interface HandPlayer {
  seat: number;
  name: string;
  /** Chips at the start of the hand, in the history's unit (dollars, euros or tournament chips). */
  stack: number;
  /** The player whose hole cards the history deals face up ("Dealt to"). */
  hero: boolean;
}

/**
 * One line of the action, in order. Amounts are what the line moves: a call or bet adds `amount`,
 * a raise brings the player's street total `to`; `returned` gives an uncalled bet back.
 * A post's `dead` part of `amount` goes straight into the pot (the small blind of `small & big blinds`);
 * the rest is a live bet. `run: 2` marks the second board's streets and collections of a hand run twice.
 * A muck's `cards` are those the summary reveals; a show may show fewer cards than the player holds.
 */
export type HandAction =
  | {
      kind: 'post';
      player: string;
      amount: number;
      blind: 'small blind' | 'big blind' | 'ante' | 'blind';
      dead?: number;
    }
  | { kind: 'deal'; player: string; cards: string[] }
  | { kind: 'street'; street: Exclude<Street, 'preflop'>; cards: string[]; run?: 2 }
  | { kind: 'fold' | 'check'; player: string }
  | { kind: 'muck'; player: string; cards?: string[] }
  | { kind: 'call' | 'bet'; player: string; amount: number; allIn: boolean }
  | { kind: 'raise'; player: string; to: number; allIn: boolean }
  | { kind: 'returned'; player: string; amount: number }
  | { kind: 'collect'; player: string; amount: number; run?: 2 }
  | { kind: 'show'; player: string; cards: string[] };

/** How many board cards come before each street: where the second run of a hand run twice parts from the first. */
export const BOARD_CARDS_BEFORE: Record<Exclude<Street, 'preflop'>, number> = { flop: 0, turn: 3, river: 4 };

/** One board the hand was played out on (two when it was run twice): its five cards or fewer, and its pot. */
export interface HandBoard {
  cards: string[];
  /** What its winners collected. */
  pot: number;
  winners: { player: string; amount: number }[];
}

export interface ParsedHand {
  site: HandSite;
  handNumber: string;
  game: Game;
  tournament: boolean;
  /** `$`, `€`, `£`, or empty for tournament chips. */
  currency: string;
  smallBlind: number;
  bigBlind: number;
  table: string;
  buttonSeat: number;
  maxSeats: number;
  players: HandPlayer[];
  actions: HandAction[];
  /**
   * From the summary; hands parsed before it was read lack them. `totalPot` is every chip in the pot
   * (GGPoker's cash drop, which its promotion adds before the deal, included), `rake` what the house keeps
   * of it (GGPoker's jackpot and other fees included).
   */
  totalPot?: number;
  rake?: number;
  cashDrop?: number;
  boards?: HandBoard[];
}

/** A history is text: 64 KiB holds a long hand many times over. */
export const MAX_HAND_HISTORY_BYTES = 64 * KIB;
export const MAX_HAND_HISTORY_TITLE = 120;
export const MAX_HAND_HISTORIES = 50;

export const HAND_HISTORY_TEXTS = {
  added: 'Hand history attached',
  updated: 'Hand history updated',
  deleted: 'Hand history deleted',
  notFound: 'Hand history not found',
  title: 'Please give the hand a title',
  notText: 'Please choose a hand history text (.txt) file',
  tooLarge: `Hand history files must be at most ${MAX_HAND_HISTORY_BYTES / KIB} KB`,
  tooMany: `A lecture has at most ${MAX_HAND_HISTORIES} hand histories; delete one first`,
} as const;

/** `4:05` (or `1:02:05`) as seconds, or null when it is not a time. */
export function parseMoment(text: string): number | null {
  const match = /^\s*(?:(\d{1,2}):)?(\d{1,3}):([0-5]\d)\s*$/.exec(text);
  if (!match) return null;
  const [hours, minutes, seconds] = [match[1], match[2], match[3]].map((part) => Number(part ?? 0));
  if (match[1] !== undefined && minutes >= 60) return null;
  return hours * 3600 + minutes * 60 + seconds;
}
