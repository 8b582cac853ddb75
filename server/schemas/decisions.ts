import { z } from 'zod';
import {
  cardsProblem,
  DECISION_TEXTS,
  GAMES,
  MAX_EXPLANATION,
  MAX_OPTION_LABEL,
  MAX_POSITIONS,
  MAX_SPOT_ACTION,
  sharesProblem,
} from '../../common/poker-cards.js';
import { id, int32 } from './common.js';
import { overviewQuery } from './overview.js';
import { text } from './text.js';

/** Decision points in lectures and the members' review deck. */
const bigBlinds = z.number().min(0).max(1_000_000);
// Room past the rules' sizes, so a hand of 5 or a board of 6 reaches the rule that names it.
const cards = z.array(z.string().max(3)).max(10);
const option = z.object({
  label: text(MAX_OPTION_LABEL, DECISION_TEXTS.optionLabel),
  share: z.number(),
});

export const decisionParams = z.object({ id, decisionId: id });
export const decisionBody = z
  .object({
    /** Seconds from the start of the video. */
    atSeconds: z.number().min(0).max(360_000),
    game: z.enum(GAMES),
    positions: text(MAX_POSITIONS, DECISION_TEXTS.positions),
    stacksBb: bigBlinds,
    potBb: bigBlinds,
    heroCards: cards,
    board: cards,
    /** The action up to hero, in words. */
    action: text(MAX_SPOT_ACTION),
    options: z.array(option).max(10),
    explanation: text(MAX_EXPLANATION, DECISION_TEXTS.explanation),
  })
  .superRefine((body, ctx) => {
    const problem =
      cardsProblem(body.game, body.heroCards, body.board) ?? sharesProblem(body.options.map((o) => o.share));
    if (problem) ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
  });
export type DecisionBody = z.input<typeof decisionBody>;

export const decisionRecord = z.object({
  id: z.number(),
  lectureId: z.number(),
  atSeconds: z.number(),
  game: z.enum(GAMES),
  positions: z.string(),
  stacksBb: z.number(),
  potBb: z.number(),
  heroCards: z.array(z.string()),
  board: z.array(z.string()),
  action: z.string(),
  options: z.array(z.object({ label: z.string(), share: z.number() })),
  explanation: z.string(),
});
export type DecisionRecord = z.infer<typeof decisionRecord>;
export const decisionWithMessage = decisionRecord.extend({ message: z.string() });

/** The answer to a decision: each option's share (which marks the right ones) and the coach's explanation. */
const decisionReveal = decisionRecord.pick({ options: true, explanation: true });
export type DecisionReveal = z.infer<typeof decisionReveal>;
/**
 * A decision as a member is shown it: the shares and the explanation only once they answered it
 * (staff who edit decisions see them always); before, the options' labels alone.
 */
export const shownDecision = decisionRecord.extend({
  options: z.array(z.object({ label: z.string(), share: z.number().optional() })),
  explanation: z.string().optional(),
});
export type ShownDecision = z.infer<typeof shownDecision>;

const myAnswer = z.object({ optionIndex: z.number(), correct: z.boolean() });
/** A decision as a member sees it: with their first answer and whether it is in their deck. */
export const memberDecision = shownDecision.extend({ myAnswer: myAnswer.nullable(), inDeck: z.boolean() });
export type MemberDecision = z.infer<typeof memberDecision>;
export const memberDecisionList = z.array(memberDecision);

export const decisionAnswerBody = z.object({ optionIndex: int32(0) });
export const decisionAnswerResponse = decisionReveal.extend({
  correct: z.boolean(),
  /** True for the member's first answer, the one the stats count. */
  counted: z.boolean(),
  inDeck: z.boolean(),
});
export type DecisionAnswerResponse = z.infer<typeof decisionAnswerResponse>;
export const keepResponse = z.object({ inDeck: z.boolean(), message: z.string() });

/** A lecture's score for its member: decisions answered and right, once they answered any. */
export const decisionScore = z.object({
  lectureId: z.number(),
  total: z.number(),
  answered: z.number(),
  right: z.number(),
});
export const decisionScoreList = z.array(decisionScore);
export type DecisionScore = z.infer<typeof decisionScore>;

export const decisionStats = z.object({
  decisionId: z.number(),
  answered: z.number(),
  right: z.number(),
  /** How many first answers chose each option, in the decision's order. */
  chosen: z.array(z.number()),
});
export type DecisionStats = z.infer<typeof decisionStats>;
export const decisionStatsList = z.array(decisionStats);

export const hardestDecisionsQuery = overviewQuery.safeExtend({ minAnswers: int32(1).optional() });
export const hardestDecision = z.object({
  decisionId: z.number(),
  lectureId: z.number(),
  lectureName: z.string(),
  atSeconds: z.number(),
  positions: z.string(),
  answered: z.number(),
  right: z.number(),
});
export type HardestDecision = z.infer<typeof hardestDecision>;
export const hardestDecisionList = z.array(hardestDecision);
