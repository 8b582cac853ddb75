import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { isStaff } from '../../../common/roles.js';
import type { AppDeps } from '../../deps.js';
import { currentUser } from '../../plugins/auth.js';
import type { ChangeKind } from '../../services/change-feed.js';
import type { CatalogueSnapshot } from '../lectures/catalogue-snapshot.js';
import { answerKey, type KeptAnswerText, sendKeptAnswer } from './kept-answer.js';

type Deps = Pick<AppDeps, 'catalogue' | 'changeFeed' | 'mediaUrls' | 'metrics' | 'now'>;

/** Called by an answer that the clock alone makes stale (a card falling due), with the time it does. */
export type KeepUntil = (ms: number) => void;

/** The change-feed kinds an answer is made from. */
interface AnswerChanges {
  /** Kinds naming the member whose answers they make stale (no name: everyone's). */
  member: readonly ChangeKind[];
  /** Kinds that make every member's answers stale, whoever they name. */
  everyone?: readonly ChangeKind[];
}

/** The member's answers stay good while this object is theirs: dropping it drops them all at once. */
type Generation = object;

/** What an answer was made from: it holds while these are the current ones. */
interface Sources {
  generation: Generation;
  snapshot: CatalogueSnapshot;
  expiry: number;
}

const sameSources = (a: Sources, b: Sources) =>
  a.generation === b.generation && a.snapshot === b.snapshot && a.expiry === b.expiry;

interface KeptAnswer extends Sources, KeptAnswerText {
  until: number;
  body: string;
}

const BUDGET_BYTES = 16 * 2 ** 20;
// Past this many members, generations are forgotten (every kept answer is then made again once).
const MEMBERS = 100_000;

/**
 * A member call's answer kept as the bytes sent, per member, session and address, for as long as the
 * rows it was made from hold: any change of the kinds given (`changes`) drops the member it names, or
 * everyone; a new catalogue snapshot or media signature expiry, or the time its maker gave, makes it
 * again. Only members' answers are kept (staff see other members' rows, and are few); the request's
 * own checks — session, membership, the lecture being watchable — run before it on every call. While
 * the change feed is down nothing is kept.
 */
export class MemberAnswerCache {
  private readonly generations = new Map<number, Generation>();
  private readonly kept = new LRUCache<string, KeptAnswer>({
    maxSize: BUDGET_BYTES,
    sizeCalculation: (answer, key) => answer.body.length + key.length,
  });
  /** Answers being made: callers arriving meanwhile with the same sources wait for it, not make their own. */
  private readonly making = new Map<string, Sources & { answer: Promise<KeptAnswer> }>();

  constructor(
    private readonly deps: Deps,
    changes: AnswerChanges,
  ) {
    const feed = deps.changeFeed;
    for (const kind of changes.member)
      feed.on(kind, (userId) => (userId === undefined ? this.generations.clear() : this.generations.delete(userId)));
    for (const kind of changes.everyone ?? []) feed.on(kind, () => this.generations.clear());
    feed.onReset(() => this.generations.clear());
  }

  /**
   * Sends what `make` answers (serialized by the route's response schema; it may set `X-Total-Count`,
   * kept with it), made again only when what it was made from changed or the time it gave has come.
   * A kept answer found with the catalogue in memory, as most calls find it, is sent at once, without a
   * promise.
   */
  send<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    make: (keepUntil: KeepUntil) => Promise<T>,
  ): void | Promise<T | void> {
    const user = currentUser(request);
    if (isStaff(user) || !this.deps.changeFeed.live) return make(() => undefined);
    const key = answerKey(user, request);
    // Taken before `make` reads anything: a change heard meanwhile leaves this answer with a dropped generation.
    const generation = this.generationOf(user.id);
    const snapshot = this.deps.catalogue.peek();
    if (snapshot) {
      const kept = this.kept.get(key);
      if (kept && this.holds(kept, { generation, snapshot, expiry: this.deps.mediaUrls.currentExpiry() }))
        return this.sendHit(reply, kept);
    }
    return this.sendLoaded(reply, key, generation, make);
  }

  private async sendLoaded<T>(
    reply: FastifyReply,
    key: string,
    generation: Generation,
    make: (keepUntil: KeepUntil) => Promise<T>,
  ): Promise<void> {
    const sources = {
      generation,
      snapshot: await this.deps.catalogue.snapshot(),
      expiry: this.deps.mediaUrls.currentExpiry(),
    };
    const kept = this.kept.get(key);
    if (kept && this.holds(kept, sources)) return this.sendHit(reply, kept);
    this.deps.metrics.answerCache.inc({ result: 'miss' });
    const running = this.making.get(key);
    return sendKeptAnswer(
      reply,
      await (running && sameSources(running, sources) ? running.answer : this.made(key, sources, reply, make)),
    );
  }

  private holds(kept: KeptAnswer, sources: Sources): boolean {
    return sameSources(kept, sources) && this.deps.now().getTime() < kept.until;
  }

  private sendHit(reply: FastifyReply, kept: KeptAnswer): void | Promise<void> {
    this.deps.metrics.answerCache.inc({ result: 'hit' });
    return sendKeptAnswer(reply, kept);
  }

  private made<T>(key: string, sources: Sources, reply: FastifyReply, make: (keepUntil: KeepUntil) => Promise<T>) {
    let until = Infinity;
    const answer = make((ms) => (until = Math.min(until, ms))).then((value): KeptAnswer => {
      // The routes' serializers (fast-json-stringify, or zod's) write text.
      const body = reply.serialize(value) as string;
      const total = reply.getHeader('X-Total-Count');
      return { ...sources, until, body, total: total === undefined ? undefined : String(total) };
    });
    this.making.set(key, { ...sources, answer });
    void answer
      .then(
        (made) => this.kept.set(key, made),
        () => undefined,
      )
      .finally(() => {
        if (this.making.get(key)?.answer === answer) this.making.delete(key);
      });
    return answer;
  }

  private generationOf(userId: number): Generation {
    let generation = this.generations.get(userId);
    if (!generation) {
      if (this.generations.size >= MEMBERS) this.generations.clear();
      generation = {};
      this.generations.set(userId, generation);
    }
    return generation;
  }
}
