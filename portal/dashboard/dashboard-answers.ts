import type { deckRead } from '../../providers/decisions-api';
import type { dashboardReads } from '../../providers/portal-api';

type DashboardReads = ReturnType<typeof dashboardReads> & { deck: ReturnType<typeof deckRead> };

/** Everything the dashboard shows, read through `reads` (the browser's client, or the server drawing the page). */
export const readDashboardAnswers = (reads: DashboardReads) =>
  Promise.all([
    reads.dashboard(),
    reads.allProgress(),
    reads.promotions(),
    reads.favourites(),
    reads.courses(),
    reads.continueWatching(),
    // The deck card is a bonus: without its answer the dashboard still shows the rest.
    reads.deck().catch(() => null),
  ]);

export type DashboardAnswers = Awaited<ReturnType<typeof readDashboardAnswers>>;
