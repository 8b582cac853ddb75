import type { Socket } from 'socket.io';
import {
  SOCKET_EVENT_BURST,
  SOCKET_FLOOD_DISCONNECT_AFTER,
  SOCKET_TOO_FAST,
  USER_SOCKET_EVENT_BURST,
} from '../constants.js';

/** Up to `capacity` events at once, refilled at `perSecond`. */
class TokenBucket {
  private tokens: number;

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    private at: number,
  ) {
    this.tokens = capacity;
  }

  hasToken(now: number): boolean {
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.at) / 1000) * this.perSecond);
    this.at = now;
    return this.tokens >= 1;
  }

  spend(): void {
    this.tokens -= 1;
  }
}

interface UserBudget {
  bucket: TokenBucket;
  sockets: number;
  /** Forgets a user with no socket left once their bucket is full again, not sooner: reconnecting buys nothing. */
  forget?: NodeJS.Timeout;
}

/**
 * How many events a client may send over its sockets: each socket and, across a user's sockets in
 * this process, the user has a token bucket. An event over budget is answered with `error-message`
 * and dropped before any handler (no write); a socket that goes on sending is disconnected.
 */
export class ClientEventBudget {
  private readonly users = new Map<number, UserBudget>();

  constructor(
    /** Per socket; a user's sockets together get twice as many. */
    private readonly perMinute: number,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  guard(socket: Socket, userId: number): void {
    const perSecond = this.perMinute / 60;
    const own = new TokenBucket(SOCKET_EVENT_BURST, perSecond, this.clock());
    const user = this.userBudget(userId, 2 * perSecond);
    let refusedInARow = 0;
    socket.use((_packet, next) => {
      const now = this.clock();
      if (own.hasToken(now) && user.bucket.hasToken(now)) {
        own.spend();
        user.bucket.spend();
        refusedInARow = 0;
        return next();
      }
      refusedInARow += 1;
      if (refusedInARow < SOCKET_FLOOD_DISCONNECT_AFTER) socket.emit('error-message', { message: SOCKET_TOO_FAST });
      // After the events already let through are dispatched (on the next tick), or they would be dropped too.
      else if (refusedInARow === SOCKET_FLOOD_DISCONNECT_AFTER) setImmediate(() => socket.disconnect(true));
    });
    socket.once('disconnect', () => {
      user.sockets -= 1;
      if (user.sockets > 0) return;
      const refillMs = (USER_SOCKET_EVENT_BURST / (2 * perSecond)) * 1000;
      user.forget = setTimeout(() => this.users.delete(userId), refillMs).unref();
    });
  }

  private userBudget(userId: number, perSecond: number): UserBudget {
    let budget = this.users.get(userId);
    if (!budget) {
      budget = { bucket: new TokenBucket(USER_SOCKET_EVENT_BURST, perSecond, this.clock()), sockets: 0 };
      this.users.set(userId, budget);
    }
    clearTimeout(budget.forget);
    budget.sockets += 1;
    return budget;
  }
}
