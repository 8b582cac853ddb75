/**
 * CPU-bound work on outside input (parsing an uploaded text) off the event loop: one `worker_threads` worker
 * runs one job at a time, the others queue, and a job over its time budget ends the worker (terminating it
 * stops even a running regular expression) and is refused; the next job starts a fresh one.
 * Not piscina: its abort signal would count the queue's wait and the worker's start in the budget.
 */
import { parentPort, Worker } from 'node:worker_threads';

/** A job that ran past its budget; its worker was ended. */
export class OverBudget extends Error {
  constructor(readonly budgetMs: number) {
    super(`the job ran over its ${budgetMs} ms budget`);
  }
}

type Answer<Out> = { output: Out } | { error: string };
interface Job<In, Out> {
  input: In;
  resolve: (output: Out) => void;
  reject: (error: Error) => void;
}

const READY = 'ready';

/**
 * A thread running `file`. The compiled server's `.js` file loads as it is. From the sources (tests, `npm run
 * dev`), TypeScript needs tsx in the thread, and Node 20 applies a process's `--import tsx` to no worker: the
 * thread registers tsx itself, then loads the file.
 */
function threadOf(file: URL): Worker {
  if (!file.pathname.endsWith('.ts')) return new Worker(file);
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(file.href)}); })`;
  return new Worker(boot, { eval: true, execArgv: [] });
}

export class BudgetedWorker<In, Out> {
  private worker: Promise<Worker> | null = null;
  private current: Worker | null = null;
  private readonly queue: Job<In, Out>[] = [];
  private busy = false;
  private closed = false;

  /** `file` calls serveJobs; a job's budget counts from when its worker receives it. */
  constructor(
    private readonly file: URL,
    private readonly budgetMs: number,
  ) {}

  run(input: In): Promise<Out> {
    if (this.closed) return Promise.reject(new Error('the worker is closed'));
    return new Promise<Out>((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      void this.next();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('the worker is closed'));
    const worker = this.worker;
    this.worker = null;
    await (await worker?.catch(() => null))?.terminate();
  }

  private async next(): Promise<void> {
    const job = this.busy || this.closed ? undefined : this.queue.shift();
    if (!job) return;
    this.busy = true;
    try {
      job.resolve(await this.runOne(job.input));
    } catch (error) {
      job.reject(error as Error);
    } finally {
      this.busy = false;
      void this.next();
    }
  }

  private async runOne(input: In): Promise<Out> {
    const worker = await (this.worker ??= this.start());
    return new Promise<Out>((resolve, reject) => {
      const settle = (fn: () => void) => {
        clearTimeout(timer);
        worker.off('message', onAnswer).off('exit', onExit);
        fn();
      };
      const onAnswer = (answer: Answer<Out>) =>
        settle(() => ('error' in answer ? reject(new Error(answer.error)) : resolve(answer.output)));
      const onExit = (code: number) => settle(() => reject(new Error(`the worker stopped (exit code ${code})`)));
      const timer = setTimeout(
        () =>
          settle(() => {
            this.discard(worker);
            reject(new OverBudget(this.budgetMs));
          }),
        this.budgetMs,
      );
      worker.on('message', onAnswer).once('exit', onExit);
      worker.postMessage(input);
    });
  }

  /** A worker that has loaded its code; it never keeps the process alive by itself. */
  private start(): Promise<Worker> {
    const worker = threadOf(this.file);
    this.current = worker;
    worker.unref();
    // A worker that fails or stops is dropped (a job it ran is answered through its exit).
    let failure: Error | undefined;
    worker.on('error', (error) => {
      failure = error;
      this.discard(worker);
    });
    worker.once('exit', () => this.forget(worker));
    return new Promise<Worker>((resolve, reject) => {
      worker.once('message', () => resolve(worker));
      worker.once('exit', (code) =>
        reject(new Error(`the worker did not start (exit code ${code})`, { cause: failure })),
      );
    });
  }

  private forget(worker: Worker) {
    if (this.current !== worker) return;
    this.current = null;
    this.worker = null;
  }

  private discard(worker: Worker) {
    this.forget(worker);
    void worker.terminate();
  }
}

/** The worker's side: answers each job with `handle`'s result (which must be cloneable), or its error's message. */
export function serveJobs<In, Out>(handle: (input: In) => Out): void {
  const port = parentPort;
  if (!port) throw new Error('serveJobs runs in a worker thread');
  port.on('message', (input: In) => {
    let answer: Answer<Out>;
    try {
      answer = { output: handle(input) };
    } catch (error) {
      answer = { error: (error as Error).message };
    }
    port.postMessage(answer);
  });
  port.postMessage(READY);
}
