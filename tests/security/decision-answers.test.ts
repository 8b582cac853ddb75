import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackOffice, newSubscriber, startBackOffice } from '../api/helpers/back-office.js';
import { lectureWithDecisions, spot } from '../api/helpers/decisions.js';

/**
 * A decision's answer (each option's share, which marks the right ones, and the coach's explanation)
 * reaches a member only with or after their own answer: the staff figures count honest first answers.
 */
let office: BackOffice;

beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(() => office.server.close());

const subscriber = () => newSubscriber(office);

const { options, explanation } = spot();
const labelsOnly = options.map(({ label }) => ({ label }));

/** Whatever of the answer a member's copy of a decision carries. */
const answerIn = (decision: { options: object[]; explanation?: string }) => ({
  options: decision.options,
  explanation: decision.explanation,
});

describe('a decision before the member answers it', () => {
  it('lists options without shares and no explanation; the answer carries them, and later reads too', async () => {
    const member = await subscriber();
    const { lectureId, decisionIds } = await lectureWithDecisions(office.api, office.staff, 'Unseen', [10, 20]);
    const before = await office.api.get(`/lectures/${lectureId}/decisions`, member);
    expect(before.status).toBe(200);
    for (const decision of before.body)
      expect(answerIn(decision)).toEqual({ options: labelsOnly, explanation: undefined });
    expect(JSON.stringify(before.body)).not.toContain('share');

    const answered = await office.api.post(`/decisions/${decisionIds[0]}/answer`, { optionIndex: 2 }, member);
    expect(answered.body).toEqual({ correct: true, counted: true, inDeck: false, options, explanation });

    const after = (await office.api.get(`/lectures/${lectureId}/decisions`, member)).body;
    expect(answerIn(after[0])).toEqual({ options, explanation });
    expect(answerIn(after[1])).toEqual({ options: labelsOnly, explanation: undefined });
  });

  it('is kept out of the review deck too, for a card kept before any answer', async () => {
    const member = await subscriber();
    const { decisionIds } = await lectureWithDecisions(office.api, office.staff, 'Kept unseen', [10]);
    expect((await office.api.put(`/decisions/${decisionIds[0]}/review-card`, {}, member)).status).toBe(200);
    const [card] = (await office.api.get('/review', member)).body.cards;
    expect(answerIn(card.decision)).toEqual({ options: labelsOnly, explanation: undefined });

    await office.api.post(`/decisions/${decisionIds[0]}/answer`, { optionIndex: 0 }, member);
    const [shown] = (await office.api.get('/review', member)).body.cards;
    expect(answerIn(shown.decision)).toEqual({ options, explanation });
  });

  it('is one member’s: another’s answer reveals nothing to them', async () => {
    const [first, second] = [await subscriber(), await subscriber()];
    const { lectureId, decisionIds } = await lectureWithDecisions(office.api, office.staff, 'Not shared', [10]);
    await office.api.post(`/decisions/${decisionIds[0]}/answer`, { optionIndex: 1 }, first);
    const [theirs] = (await office.api.get(`/lectures/${lectureId}/decisions`, second)).body;
    expect(answerIn(theirs)).toEqual({ options: labelsOnly, explanation: undefined });
  });

  it('stays whole for the staff who edit decisions', async () => {
    const { lectureId } = await lectureWithDecisions(office.api, office.staff, 'Staff view', [10]);
    const [decision] = (await office.api.get(`/lectures/${lectureId}/decisions`, office.staff)).body;
    expect(answerIn(decision)).toEqual({ options, explanation });
  });
});
