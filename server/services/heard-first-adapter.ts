import { RedisAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import type { Namespace } from 'socket.io';

/**
 * Socket.IO's Redis adapter, passing on what other processes push only once this process has heard
 * the changes committed before the push arrived (the change feed's `sync`). The sending process waits
 * for its own feed before it publishes (Realtime), but a push travels by Redis and a change by
 * PostgreSQL: without this wait, a member connected here could refetch at once and meet this process's
 * answer cache before its feed had heard the change, and nothing would prompt another read.
 */
// @ts-expect-error -- it overrides onmessage, which the adapter's types call private
class HeardFirstAdapter extends RedisAdapter {
  /** The pushes from other processes, passed on one after another in the order they came. */
  private passedOn = Promise.resolve();

  constructor(
    nsp: Namespace,
    publisher: Redis,
    subscriber: Redis,
    private readonly heard: () => Promise<void>,
  ) {
    super(nsp, publisher, subscriber);
  }

  // The one method every other process's broadcast enters by; its listener is bound when the adapter
  // is made, so overriding it here is how those broadcasts are held.
  override onmessage(pattern: unknown, channel: unknown, message: unknown): void {
    // Asked for as the push arrives, so a burst of pushes shares the feed's rounds instead of queueing one each.
    const heard = this.heard().catch(() => undefined);
    this.passedOn = this.passedOn
      .then(() => heard)
      // @ts-expect-error -- the adapter's types call onmessage private
      .then(() => super.onmessage(pattern, channel, message))
      // A message the adapter cannot read is dropped, not left to stop the ones after it.
      .catch(() => undefined);
  }
}

/** What `io.adapter` takes, as the adapter's `createAdapter` gives it: Socket.IO calls it with `new`. */
export function heardFirstAdapter(publisher: Redis, subscriber: Redis, heard: () => Promise<void>) {
  return function (nsp: Namespace) {
    return new HeardFirstAdapter(nsp, publisher, subscriber, heard);
  };
}
