import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { anonymiseHand } from '../../../server/modules/discussions/anonymise-hand.js';
import {
  HandHistoryError,
  parseHandHistory,
} from '../../../server/modules/hand-histories/parser/parse-hand-history.js';
import { FIRST_LINE, summaryMismatches } from './summary-check.js';

/**
 * Real hands from public parsers' fixtures and a public GGPoker export (tests/fixtures/hands/README.md names
 * each source): nearly all are read, each agrees with its own summary, and a refusal names what is not
 * supported.
 */
const FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/hands');

function handsIn(file: string): { where: string; text: string }[] {
  const hands: { where: string; lines: string[] }[] = [];
  for (const line of readFileSync(path.join(FOLDER, file), 'utf8').split('\n')) {
    if (FIRST_LINE.test(line)) hands.push({ where: `${file}: ${line.slice(0, 40)}`, lines: [] });
    hands.at(-1)?.lines.push(line);
  }
  return hands.map((hand) => ({ where: hand.where, text: hand.lines.join('\n') }));
}

const corpus = readdirSync(FOLDER, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.txt'))
  .flatMap(handsIn);

describe('hand history corpus', () => {
  it('reads at least 99.5 % of a few hundred real hands, each as its summary has it', () => {
    expect(corpus.length).toBeGreaterThan(400);
    const refused: string[] = [];
    const wrong: string[] = [];
    for (const { where, text } of corpus) {
      try {
        const mismatches = summaryMismatches(text, parseHandHistory(text));
        if (mismatches.length) wrong.push(`${where}: ${mismatches.join('; ')}`);
      } catch (error) {
        if (!(error instanceof HandHistoryError)) throw error;
        refused.push(`${where}: ${error.message}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(refused.length / corpus.length, refused.join('\n')).toBeLessThanOrEqual(0.005);
    for (const refusal of refused) expect(refusal).toMatch(/cannot be (?:replayed|read)/);
  });

  it("leaves no player's name in a hand a member posts without names, whatever part of the hand named it", () => {
    const leaks: string[] = [];
    for (const { where, text } of corpus) {
      let hand;
      try {
        hand = parseHandHistory(text);
      } catch {
        continue;
      }
      const anonymised = JSON.stringify(anonymiseHand(hand));
      const labels = new Set(JSON.parse(anonymised).players.map((player: { name: string }) => player.name));
      for (const { name } of hand.players)
        if (!labels.has(name) && anonymised.includes(JSON.stringify(name))) leaks.push(`${where}: ${name}`);
    }
    expect(leaks).toEqual([]);
  });

  it('holds the shapes real hands take: both sites, old and new headers, run twice, cash drops, caps, languages', () => {
    const texts = corpus.map((hand) => hand.text).join('\n');
    for (const shape of [
      /^PokerStars Game #/m,
      /^PokerStars Hand #/m,
      /^Poker Hand #RC/m,
      /^\*\*\* SECOND FLOP \*\*\*/m,
      /^\*\*\* FIRST SHOW DOWN \*\*\*/m,
      /^Cash Drop to Pot/m,
      /: Chooses to EV Cashout$/m,
      /: shows \[\S\S\] /m,
      /and has reached the \S+ cap$/m,
      /re-buys and receives/m,
      /Omaha Pot Limit/m,
      /^Mão PokerStars #\d+: Torneio #/m,
      / e está all-in$/m,
      /^.+ recebeu \d+ do secundário pote$/m,
    ])
      expect(texts).toMatch(shape);
  });
});
