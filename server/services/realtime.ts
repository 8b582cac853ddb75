import type { Server as HttpServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { areaRoom, areaRoomsOf, isAreaRoom, type StaffEvent, staffEventRoom } from '../access/live-events.js';
import type { StaffArea } from '../access/roles.js';
import type { AuthUser } from '../access/types.js';
import { heardFirstAdapter } from './heard-first-adapter.js';
import type { ClientEventBudget } from './socket-budget.js';

export type SocketHandler = (user: AuthUser, payload: unknown, socket: Socket) => Promise<void> | void;

export interface SocketAuth {
  /** The user a handshake's token stands for, or null. */
  authenticate(token: string): Promise<AuthUser | null>;
  /** A connected user as their session stands now (the role may have changed), or null once it ended. */
  current(user: AuthUser): Promise<AuthUser | null>;
  /** When the user's session runs out (ms since the epoch), or null when it is not known. */
  sessionEndsAt(user: AuthUser): Promise<number | null>;
}

/** Node's timers wait at most about 24.8 days; a remembered session may last longer. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** Which of this process's sockets a change may concern: a session's, a user's, or all. */
export type SocketScope = { sessionId: string } | { userId: number } | 'all';

/**
 * Socket.IO on the app's HTTP server (docs/API.md#realtime): websocket transport, `auth: {token}`.
 * Each socket joins `user:{id}` and `session:{id}`, and staff one `area:{name}` room per area their
 * role may read (server/access/live-events.ts), so domains push with one call, a staff event reaches
 * only the roles allowed to read it, and a revocation or a role change finds the sockets it concerns.
 */
export class Realtime {
  private io: Server | undefined;
  private readonly handlers = new Map<string, SocketHandler>();
  /** The adapter's own Redis connections, closed with the server (the adapter leaves them open). */
  private adapterClients: Redis[] = [];

  constructor(
    private readonly auth: SocketAuth,
    private readonly corsOrigins: string[] | false,
    /** With several processes, pushes from one reach sockets held by another. */
    private readonly redis?: Redis,
    /** Without one (SOCKET_EVENTS_PER_MINUTE=0, benchmarks) clients send as fast as they like. */
    private readonly budget?: ClientEventBudget,
    /**
     * Resolves once this process has heard every change committed so far (the change feed's `sync`).
     * A push makes its clients read again; sent before the change was heard here, the read it prompts
     * could meet the answer cache still holding what the change made stale, and nothing would prompt
     * another (a bell short of its newest notice until a reload). Pushes from other processes wait for
     * it too (HeardFirstAdapter).
     */
    private readonly heard: () => Promise<void> = () => Promise.resolve(),
  ) {}

  /** Sends once the changes committed before the call are heard here; in call order (each waits on its own sync). */
  private afterHeard(send: () => void): void {
    void this.heard()
      .catch(() => undefined)
      .then(send);
  }

  /** A domain's answer to a client event, e.g. progress to `pauseEvent`. */
  on(event: string, handler: SocketHandler): void {
    this.handlers.set(event, handler);
  }

  attach(server: HttpServer): void {
    const io = new Server(server, {
      path: '/socket.io/',
      transports: ['websocket'],
      cors: this.corsOrigins ? { origin: this.corsOrigins } : undefined,
    });
    if (this.redis) {
      const [publisher, subscriber] = [this.redis.duplicate(), this.redis.duplicate()];
      this.adapterClients = [publisher, subscriber];
      io.adapter(heardFirstAdapter(publisher, subscriber, this.heard));
    }
    io.use((socket, next) => {
      const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : '';
      this.auth.authenticate(token).then(
        (user) => {
          if (!user) return next(new Error('unauthorized'));
          socket.data.user = user;
          next();
        },
        () => next(new Error('unauthorized')),
      );
    });
    io.on('connection', (socket) => {
      const user = socket.data.user as AuthUser;
      void socket.join([`user:${user.id}`, `session:${user.sessionId}`, ...areaRoomsOf(user.role)]);
      this.budget?.guard(socket, user.id);
      // Checked again once in its rooms: a revocation or role change heard while the handshake was checking applies now.
      void this.bringUpToDate(socket);
      void this.closeAtSessionEnd(socket, user);
      for (const [event, handler] of this.handlers) {
        socket.on(event, (payload: unknown) => {
          // A revocation closes the socket within a second; an event arriving in between is refused here.
          this.auth
            .current(socket.data.user as AuthUser)
            .then((now) => (now ? handler(now, payload, socket) : void socket.disconnect(true)))
            .catch(() => socket.emit('error-message', { message: 'Could not handle your request' }));
        });
      }
    });
    this.io = io;
  }

  /**
   * Brings this process's sockets in `scope` up to their sessions (each process hears every change):
   * those whose session ended are closed, the others moved to the rooms of their role now.
   */
  async refresh(scope: SocketScope): Promise<void> {
    if (!this.io) return;
    const room =
      scope === 'all' ? undefined : 'sessionId' in scope ? `session:${scope.sessionId}` : `user:${scope.userId}`;
    const sockets = await (room ? this.io.in(room) : this.io).local.fetchSockets();
    // Local sockets are the sockets themselves (fetchSockets hands back local instances as they are).
    await Promise.all(sockets.map((socket) => this.bringUpToDate(socket as unknown as Socket)));
  }

  /**
   * A key that ran out opens no socket, and nothing is revoked when it runs out: the socket it opened
   * is closed at that instant, or it would go on hearing the user's (and staff's) pushes.
   */
  private async closeAtSessionEnd(socket: Socket, user: AuthUser): Promise<void> {
    const endsAt = await this.auth.sessionEndsAt(user).catch(() => null);
    if (endsAt === null || socket.disconnected) return;
    let timer: NodeJS.Timeout | undefined;
    const closeWhenOver = () => {
      const left = endsAt - Date.now();
      if (left <= 0) socket.disconnect(true);
      else timer = setTimeout(closeWhenOver, Math.min(left, LONGEST_TIMER_MS)).unref();
    };
    closeWhenOver();
    socket.once('disconnect', () => clearTimeout(timer));
  }

  /**
   * A check that fails (the database unreachable) keeps the socket as it is: a close tells the browser
   * to sign out. A role change moves the socket at once, with no reconnection.
   */
  private async bringUpToDate(socket: Socket): Promise<void> {
    const now = await this.auth.current(socket.data.user as AuthUser).catch(() => undefined);
    // A socket closed meanwhile joins nothing: its rooms would outlive it.
    if (now === undefined || socket.disconnected) return;
    if (now === null) return void socket.disconnect(true);
    socket.data.user = now;
    const rooms = new Set(areaRoomsOf(now.role));
    for (const room of [...socket.rooms]) if (isAreaRoom(room) && !rooms.has(room)) void socket.leave(room);
    void socket.join([...rooms]);
  }

  /** Connections open on this process now. */
  get openSockets(): number {
    return this.io?.engine.clientsCount ?? 0;
  }

  toUsers(userIds: number[], event: string, payload: unknown): void {
    if (userIds.length > 0) this.afterHeard(() => this.io?.to(userIds.map((id) => `user:${id}`)).emit(event, payload));
  }

  /** The sockets in these rooms (a lecture's discussion and a staff event's room), each once. */
  toRooms(rooms: string[], event: string, payload: unknown): void {
    if (rooms.length > 0) this.afterHeard(() => this.io?.to(rooms).emit(event, payload));
  }

  toAllUsers(event: string, payload: unknown): void {
    this.afterHeard(() => this.io?.emit(event, payload));
  }

  /** Staff whose role may read the event's area (server/access/live-events.ts), in every process. */
  toStaff(event: StaffEvent, payload: unknown): void {
    this.afterHeard(() => this.io?.to(staffEventRoom(event)).emit(event, payload));
  }

  /**
   * Staff whose role may read `area`, connected to this process: for events every process hears and passes on
   * (heard already, so sent at once).
   */
  toLocalArea(area: StaffArea, event: string, payload: unknown): void {
    this.io?.local.to(areaRoom(area)).emit(event, payload);
  }

  async close(): Promise<void> {
    await this.io?.close();
    await Promise.all(this.adapterClients.splice(0).map(quitWhenAnswered));
    this.io = undefined;
  }
}

/** How long a closing adapter connection waits for Redis to answer before it is cut anyway. */
const QUIT_WAIT_MS = 2_000;

/**
 * Closes an adapter connection once Redis has answered what was sent on it before: the adapter's close
 * sends its unsubscribes without waiting for them, and a connection cut at once rejects them where
 * nothing listens (an unhandled rejection). QUIT is answered after them; a Redis that does not answer is cut.
 */
async function quitWhenAnswered(client: Redis): Promise<void> {
  const quit = client.quit().catch(() => undefined);
  await Promise.race([quit, sleep(QUIT_WAIT_MS, undefined, { ref: false })]);
  client.disconnect();
}
