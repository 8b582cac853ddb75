import { z } from 'zod';
import {
  HAND_HISTORY_TEXTS,
  HAND_SITES,
  MAX_HAND_HISTORY_BYTES,
  MAX_HAND_HISTORY_TITLE,
  STREETS,
} from '../../common/hand-histories.js';
import { GAMES } from '../../common/poker-cards.js';
import { id, int32, isoDateTime } from './common.js';
import { text } from './text.js';

/** Hand histories staff attach to a lecture at a moment of its video, and members replay. */
const cards = z.array(z.string());
const player = z.string();
const run = z.literal(2).optional();
const handAction = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('post'),
    player,
    amount: z.number(),
    blind: z.enum(['small blind', 'big blind', 'ante', 'blind']),
    dead: z.number().optional(),
  }),
  z.object({ kind: z.literal('deal'), player, cards }),
  z.object({ kind: z.literal('street'), street: z.enum(STREETS.slice(1) as ['flop', 'turn', 'river']), cards, run }),
  z.object({ kind: z.enum(['fold', 'check']), player }),
  z.object({ kind: z.literal('muck'), player, cards: cards.optional() }),
  z.object({ kind: z.enum(['call', 'bet']), player, amount: z.number(), allIn: z.boolean() }),
  z.object({ kind: z.literal('raise'), player, to: z.number(), allIn: z.boolean() }),
  z.object({ kind: z.literal('returned'), player, amount: z.number() }),
  z.object({ kind: z.literal('collect'), player, amount: z.number(), run }),
  z.object({ kind: z.literal('show'), player, cards }),
]);

export const parsedHand = z.object({
  site: z.enum(HAND_SITES),
  handNumber: z.string(),
  game: z.enum(GAMES),
  tournament: z.boolean(),
  currency: z.string(),
  smallBlind: z.number(),
  bigBlind: z.number(),
  table: z.string(),
  buttonSeat: z.number(),
  maxSeats: z.number(),
  players: z.array(z.object({ seat: z.number(), name: z.string(), stack: z.number(), hero: z.boolean() })),
  actions: z.array(handAction),
  totalPot: z.number().optional(),
  rake: z.number().optional(),
  cashDrop: z.number().optional(),
  boards: z
    .array(z.object({ cards, pot: z.number(), winners: z.array(z.object({ player, amount: z.number() })) }))
    .optional(),
});

export const handHistoryParams = z.object({ id, handId: id });

const title = text(MAX_HAND_HISTORY_TITLE, HAND_HISTORY_TEXTS.title);
/** Seconds from the start of the video. */
const momentSeconds = int32(0);

/** Attaching pasted text; an upload sends the same fields as multipart with the text as `file`. */
// PostgreSQL text holds no NUL, nor jsonb (the parsed hand) half a surrogate pair: a 400, not a failed insert.
const UNSTORABLE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** A history's text, pasted by staff or by a member posting a hand. */
export const handHistoryText = z
  .string()
  .max(MAX_HAND_HISTORY_BYTES, HAND_HISTORY_TEXTS.tooLarge)
  .refine((value) => !UNSTORABLE.test(value), 'Contains an invalid character');
export const handHistoryBody = z.object({ title, momentSeconds, text: handHistoryText });
export const handHistoryFields = z.object({ title, momentSeconds });
export const handHistoryPatch = z
  .object({ title: title.optional(), momentSeconds: momentSeconds.optional() })
  .refine((patch) => patch.title !== undefined || patch.momentSeconds !== undefined, 'Nothing to change');
export type HandHistoryBody = z.input<typeof handHistoryBody>;

export const handHistoryRecord = z.object({
  id: z.number(),
  lectureId: z.number(),
  title: z.string(),
  momentSeconds: z.number(),
  hand: parsedHand,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type HandHistoryRecord = z.infer<typeof handHistoryRecord>;
export const handHistoryList = z.array(handHistoryRecord);
export const handHistoryWithMessage = handHistoryRecord.extend({ message: z.string() });
