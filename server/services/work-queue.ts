/** Thrown by WorkQueue.run when the task may not even wait for its turn. */
export class QueueFull extends Error {
  constructor() {
    super('too much work waiting');
  }
}

interface Waiter {
  priority: number;
  start: () => void;
}

export interface RunOptions {
  /** Lower runs first; equal priorities keep their order. Default 0. */
  priority?: number;
  /** How many tasks may already be waiting for this one to join them (default: the queue's limit). */
  maxWaiting?: number;
}

/**
 * Runs at most `concurrency` tasks at once; a bounded number wait their turn, and more are refused
 * with QueueFull at once, so a flood costs memory and time only up to that bound.
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  async run<T>(task: () => Promise<T>, { priority = 0, maxWaiting = this.maxWaiting }: RunOptions = {}): Promise<T> {
    if (this.running < this.concurrency) this.running += 1;
    else {
      if (this.waiting.length >= Math.min(maxWaiting, this.maxWaiting)) throw new QueueFull();
      // The slot is handed over by release(): `running` stays as it is.
      await new Promise<void>((start) => {
        const at = this.waiting.findIndex((waiter) => waiter.priority > priority);
        this.waiting.splice(at === -1 ? this.waiting.length : at, 0, { priority, start });
      });
    }
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  /** Tasks running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** Resolves once nothing runs or waits (a closing server lets started work end). */
  idle(): Promise<void> {
    if (this.running === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) return next.start();
    this.running -= 1;
    if (this.running === 0) {
      for (const resolve of this.idleWaiters) resolve();
      this.idleWaiters = [];
    }
  }
}
