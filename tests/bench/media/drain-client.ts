import net from 'node:net';

/**
 * An HTTP/1.1 keep-alive client that drains bodies into nothing, reading the socket into one
 * reused 4 MiB buffer: it counts bytes at many GB/s on one core, so the server is what is measured.
 * Only what media answers need: a Content-Length body (no chunked encoding).
 */
const READ_BUFFER_BYTES = 4 * 1024 * 1024;
const HEADER_END = Buffer.from('\r\n\r\n');

export interface Drained {
  status: number;
  headers: string;
  bodyBytes: number;
}

interface Pending {
  resolve(answer: Drained): void;
  reject(error: Error): void;
  head: Buffer[];
  headers?: string;
  status: number;
  left: number;
  bodyBytes: number;
}

export class DrainConnection {
  private readonly socket: net.Socket;
  private readonly ready: Promise<void>;
  private pending?: Pending;

  constructor(private readonly base: URL) {
    const buffer = Buffer.allocUnsafe(READ_BUFFER_BYTES);
    this.socket = net.connect({
      host: base.hostname,
      port: Number(base.port),
      onread: { buffer, callback: (bytes) => this.onData(buffer.subarray(0, bytes)) },
    });
    this.socket.setNoDelay(true);
    this.ready = new Promise((resolve, reject) => this.socket.once('connect', resolve).once('error', reject));
    this.socket.on('error', (error) => this.fail(error));
    this.socket.on('close', () => this.fail(new Error('connection closed mid-answer')));
  }

  async get(pathAndQuery: string, headers: Record<string, string> = {}): Promise<Drained> {
    await this.ready;
    const lines = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject, head: [], status: 0, left: -1, bodyBytes: 0 };
      this.socket.write(`GET ${pathAndQuery} HTTP/1.1\r\nhost: ${this.base.host}\r\n${lines}\r\n`);
    });
  }

  close(): void {
    this.socket.destroy();
  }

  private onData(data: Buffer): boolean {
    const pending = this.pending;
    if (!pending) return true;
    let body = data;
    if (pending.headers === undefined) {
      // Header bytes are few: copying them is cheap, the body is never copied.
      pending.head.push(Buffer.from(data));
      const head = Buffer.concat(pending.head);
      const end = head.indexOf(HEADER_END);
      if (end < 0) return true;
      pending.headers = head.toString('latin1', 0, end);
      pending.status = Number(pending.headers.slice(9, 12));
      const length = /\r\ncontent-length: *(\d+)/i.exec(pending.headers);
      if (!length) return this.fail(new Error(`no content-length in ${pending.headers}`));
      pending.left = Number(length[1]);
      body = data.subarray(data.length - (head.length - end - 4));
    }
    pending.left -= body.length;
    pending.bodyBytes += body.length;
    if (pending.left <= 0) {
      this.pending = undefined;
      pending.resolve({ status: pending.status, headers: pending.headers, bodyBytes: pending.bodyBytes });
    }
    return true;
  }

  private fail(error: Error): boolean {
    const pending = this.pending;
    this.pending = undefined;
    pending?.reject(error);
    return false;
  }
}

/** MiB/s of `count` whole-file GETs in a row on one connection, each checked to be 200 and `size` bytes. */
export async function wholeFileMiBps(base: string, pathAndQuery: string, size: number, count: number): Promise<number> {
  const connection = new DrainConnection(new URL(base));
  try {
    const started = performance.now();
    for (let i = 0; i < count; i += 1) {
      const answer = await connection.get(pathAndQuery);
      if (answer.status !== 200 || answer.bodyBytes !== size)
        throw new Error(`${pathAndQuery}: ${answer.status}, ${answer.bodyBytes} of ${size} bytes\n${answer.headers}`);
    }
    return (count * size) / 2 ** 20 / ((performance.now() - started) / 1000);
  } finally {
    connection.close();
  }
}

/** MiB/s of random `rangeBytes` ranges, `connections` at once, `perConnection` each; every answer a 206 of the right length. */
export async function randomRangesMiBps(
  base: string,
  pathAndQuery: string,
  size: number,
  { connections = 8, perConnection = 100, rangeBytes = 2 ** 20 } = {},
) {
  const pool = Array.from({ length: connections }, () => new DrainConnection(new URL(base)));
  try {
    const started = performance.now();
    await Promise.all(
      pool.map(async (connection) => {
        for (let i = 0; i < perConnection; i += 1) {
          const start = Math.floor(Math.random() * (size - rangeBytes));
          const answer = await connection.get(pathAndQuery, { range: `bytes=${start}-${start + rangeBytes - 1}` });
          if (answer.status !== 206 || answer.bodyBytes !== rangeBytes)
            throw new Error(`range at ${start}: ${answer.status}, ${answer.bodyBytes} bytes\n${answer.headers}`);
        }
      }),
    );
    return (connections * perConnection * rangeBytes) / 2 ** 20 / ((performance.now() - started) / 1000);
  } finally {
    for (const connection of pool) connection.close();
  }
}
