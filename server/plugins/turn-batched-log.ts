import pino from 'pino';

/** Where log text goes: standard output's stream, or this batcher in front of it. */
export interface LogDestination {
  write(text: string): unknown;
}

/**
 * The log's output, written once per turn of the event loop: the lines logged while a turn runs go out
 * together, in order, in one write when it ends (`setImmediate`). Under load a turn answers many
 * requests, and a system call per access line was a fifth of a cached member answer's processor time
 * (docs/ARCHITECTURE.md, "How a member call is answered"). What a turn logged is written before the next
 * one runs, and when the process exits (an uncaught error included) at once; only a SIGKILL mid-turn
 * loses the lines of that turn.
 */
export class TurnBatchedLog {
  private pending = '';

  constructor(private readonly sink: LogDestination) {}

  write(line: string): boolean {
    if (this.pending === '') setImmediate(this.flush);
    this.pending += line;
    return true;
  }

  readonly flush = (): void => {
    if (this.pending === '') return;
    const text = this.pending;
    this.pending = '';
    this.sink.write(text);
  };
}

let standardOutput: TurnBatchedLog | undefined;

/**
 * Standard output for the log, one per process (every app built in it shares it, so lines keep their
 * order); sonic-boom writes it synchronously, retrying a full pipe.
 */
export function logDestination(): TurnBatchedLog {
  if (!standardOutput) {
    const output = new TurnBatchedLog(pino.destination({ dest: 1, sync: true }));
    process.on('exit', output.flush);
    standardOutput = output;
  }
  return standardOutput;
}
