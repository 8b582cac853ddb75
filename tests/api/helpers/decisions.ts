import { newLecture } from './back-office.js';
import type { ApiClient } from './client.js';

/** A sound NLHE flop decision: call is mostly right, raise sometimes, fold never. */
export const spot = (overrides: Record<string, unknown> = {}) => ({
  atSeconds: 30,
  game: 'NLHE',
  positions: 'BTN vs BB',
  stacksBb: 100,
  potBb: 6.5,
  heroCards: ['As', 'Qd'],
  board: ['Ah', '7c', '2s'],
  action: 'BB checks, hero bets 3, BB raises to 12',
  options: [
    { label: 'Fold', share: 0 },
    { label: 'Call', share: 70 },
    { label: 'Raise to 30 bb', share: 30 },
  ],
  explanation: 'Top pair with a good kicker is far ahead of the check-raising range.',
  ...overrides,
});

/** A new lecture with one decision per entry of `moments`; answers their ids. */
export async function lectureWithDecisions(api: ApiClient, staff: string, name: string, moments: number[]) {
  const created = await api.post('/lectures/create', newLecture(name.toLowerCase().replace(/\W+/g, '-')), staff);
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  const lecture = created.body as { id: number };
  const ids: number[] = [];
  for (const atSeconds of moments) {
    const added = await api.post(`/lectures/${lecture.id}/decisions`, spot({ atSeconds }), staff);
    if (added.status !== 201) throw new Error(JSON.stringify(added.body));
    ids.push(added.body.id);
  }
  return { lectureId: lecture.id, decisionIds: ids };
}
