import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { AuthUser } from '../../access/types.js';
import type { AppDeps } from '../../deps.js';
import { currentUser } from '../../plugins/auth.js';
import type { CatalogueSnapshot } from '../lectures/catalogue-snapshot.js';
import type { LearningState } from '../progress/learning-state.js';
import { answerKey, type KeptAnswerText, sendKeptAnswer } from './kept-answer.js';

type Deps = Pick<AppDeps, 'catalogue' | 'learning' | 'mediaUrls' | 'metrics'>;

/** What a member's lecture answer is made of: nothing else may go into it. */
export interface AnswerSources {
  user: AuthUser;
  learning: LearningState;
  snapshot: CatalogueSnapshot;
}

interface KeptAnswer extends KeptAnswerText {
  learning: LearningState;
  snapshot: CatalogueSnapshot;
  expiry: number;
  body: Buffer;
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
   * (`make` may set `X-Total-Count`, kept with it). A kept answer whose sources are all in memory, as
   * most calls find them, is sent at once, without a promise.
   */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    make: (sources: AnswerSources) => string | Promise<string>,
  ): void | Promise<void> {
    const user = currentUser(request);
    const key = answerKey(user, request);
    const learning = this.deps.learning.peek(user.id);
    const snapshot = this.deps.catalogue.peek();
    if (learning && snapshot) {
      const kept = this.kept.get(key);
      if (kept && this.holds(kept, learning, snapshot)) return this.sendHit(reply, kept);
    }
    return this.sendLoaded(reply, user, key, make);
  }

  private async sendLoaded(
    reply: FastifyReply,
    user: AuthUser,
    key: string,
    make: (sources: AnswerSources) => string | Promise<string>,
  ): Promise<void> {
    const [learning, snapshot] = await Promise.all([this.deps.learning.of(user.id), this.deps.catalogue.snapshot()]);
    const kept = this.kept.get(key);
    if (kept && this.holds(kept, learning, snapshot)) return this.sendHit(reply, kept);
    this.deps.metrics.answerCache.inc({ result: 'miss' });
    const expiry = this.deps.mediaUrls.currentExpiry();
    const body = Buffer.from(await make({ user, learning, snapshot }));
    const total = reply.getHeader('X-Total-Count');
    const answer = { learning, snapshot, expiry, body, total: total === undefined ? undefined : String(total) };
    this.kept.set(key, answer);
    return sendKeptAnswer(reply, answer);
  }

  private holds(kept: KeptAnswer, learning: LearningState, snapshot: CatalogueSnapshot): boolean {
    return (
      kept.learning === learning && kept.snapshot === snapshot && kept.expiry === this.deps.mediaUrls.currentExpiry()
    );
  }

  private sendHit(reply: FastifyReply, kept: KeptAnswer): void | Promise<void> {
    this.deps.metrics.answerCache.inc({ result: 'hit' });
    return sendKeptAnswer(reply, kept);
  }
}
