import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { AuthUser } from '../../access/types.js';
import type { AppDeps } from '../../deps.js';
import { currentUser } from '../../plugins/auth.js';
import { sendJsonText } from '../../plugins/response-serializer.js';
import type { CatalogueSnapshot } from '../lectures/catalogue-snapshot.js';
import type { LearningState } from '../progress/learning-state.js';
import { setTotalCount } from './lists.js';

type Deps = Pick<AppDeps, 'catalogue' | 'learning' | 'mediaUrls' | 'metrics'>;

/** What a member's lecture answer is made of: nothing else may go into it. */
export interface AnswerSources {
  user: AuthUser;
  learning: LearningState;
  snapshot: CatalogueSnapshot;
}

interface KeptAnswer {
  learning: LearningState;
  snapshot: CatalogueSnapshot;
  expiry: number;
  body: Buffer;
  total: string | undefined;
}

const BUDGET_BYTES = 64 * 2 ** 20;

/**
 * Member answers made only of their learning state and the catalogue (lecture lists, one lecture,
 * favourites, category progress), kept as the bytes sent, per session and address, for as long as what
 * they were made of holds: the same learning state (a new one is loaded after any write to their
 * favourites or progress), the same catalogue snapshot (a new one after any staff write) and the
 * same media signature expiry. Keyed by user and checked against that user's own learning state:
 * never served to anyone else. Least recently used answers go first past 64 MiB.
 */
export class PersonalAnswerCache {
  private readonly kept = new LRUCache<string, KeptAnswer>({
    maxSize: BUDGET_BYTES,
    sizeCalculation: (answer, key) => answer.body.length + key.length,
  });

  constructor(private readonly deps: Deps) {}

  /**
   * Sends the JSON text `make` writes for this request, made again only when its sources changed
   * (`make` may set `X-Total-Count`, kept with it).
   */
  async send(request: FastifyRequest, reply: FastifyReply, make: (sources: AnswerSources) => string | Promise<string>) {
    const user = currentUser(request);
    const [learning, snapshot] = await Promise.all([this.deps.learning.of(user.id), this.deps.catalogue.snapshot()]);
    const expiry = this.deps.mediaUrls.currentExpiry();
    // Per session too: the answers carry media grants made for the caller's session alone.
    const key = `${user.id} ${user.sessionId} ${user.role} ${request.url}`;
    let answer = this.kept.get(key);
    if (answer?.learning === learning && answer.snapshot === snapshot && answer.expiry === expiry) {
      setTotalCount(reply, answer.total);
      this.deps.metrics.answerCache.inc({ result: 'hit' });
    } else {
      this.deps.metrics.answerCache.inc({ result: 'miss' });
      const body = Buffer.from(await make({ user, learning, snapshot }));
      const total = reply.getHeader('X-Total-Count');
      answer = { learning, snapshot, expiry, body, total: total === undefined ? undefined : String(total) };
      this.kept.set(key, answer);
    }
    return sendJsonText(reply, answer.body);
  }
}
