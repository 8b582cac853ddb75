import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { isStaff } from '../../common/roles.js';
import type { AuthUser } from '../access/types.js';
import type { ClientEventBudget } from './socket-budget.js';

export type SocketHandler = (user: AuthUser, payload: unknown, socket: Socket) => Promise<void> | void;

export interface SocketAuth {
  /** The user a handshake's token stands for, or null. */
  authenticate(token: string): Promise<AuthUser | null>;
  /** Whether a connected user's session is still live, for the same account and role. */
  stillLive(user: AuthUser): Promise<boolean>;
  /** When the user's session runs out (ms since the epoch), or null when it is not known. */
  sessionEndsAt(user: AuthUser): Promise<number | null>;
}

/** Node's timers wait at most about 24.8 days; a remembered session may last longer. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** Which of this process's sockets a revocation may concern: a session's, a user's, or all. */
export type SocketScope = { sessionId: string } | { userId: number } | 'all';

/**
 * Socket.IO on the app's HTTP server (docs/API.md#realtime): websocket transport, `auth: {token}`.
 * Each socket joins `user:{id}` and `session:{id}`, staff also `staff`, so domains push with one call
 * and a revocation finds the sockets it ends.
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
  ) {}

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
      io.adapter(createAdapter(publisher, subscriber));
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
      void socket.join([`user:${user.id}`, `session:${user.sessionId}`]);
      if (isStaff(user)) void socket.join(['staff', `role:${user.role}`]);
      this.budget?.guard(socket, user.id);
      // Checked again once in its rooms: a revocation heard while the handshake was checking finds it now.
      void this.closeUnlessLive(socket);
      void this.closeAtSessionEnd(socket, user);
      for (const [event, handler] of this.handlers) {
        socket.on(event, (payload: unknown) => {
          // A revocation closes the socket within a second; an event arriving in between is refused here.
          this.auth
            .stillLive(user)
            .then((live) => (live ? handler(user, payload, socket) : void socket.disconnect(true)))
            .catch(() => socket.emit('error-message', { message: 'Could not handle your request' }));
        });
      }
    });
    this.io = io;
  }

  /** Closes this process's sockets in `scope` whose session is no longer live (each process hears revocations). */
  async closeEnded(scope: SocketScope): Promise<void> {
    if (!this.io) return;
    const room =
      scope === 'all' ? undefined : 'sessionId' in scope ? `session:${scope.sessionId}` : `user:${scope.userId}`;
    const sockets = await (room ? this.io.in(room) : this.io).local.fetchSockets();
    await Promise.all(sockets.map((socket) => this.closeUnlessLive(socket)));
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

  /** A check that fails (the database unreachable) keeps the socket: a close tells the browser to sign out. */
  private async closeUnlessLive(socket: { data: Socket['data']; disconnect(close: boolean): unknown }): Promise<void> {
    if (!(await this.auth.stillLive(socket.data.user as AuthUser).catch(() => true))) socket.disconnect(true);
  }

  /** Connections open on this process now. */
  get openSockets(): number {
    return this.io?.engine.clientsCount ?? 0;
  }

  toUsers(userIds: number[], event: string, payload: unknown): void {
    if (this.io && userIds.length > 0) this.io.to(userIds.map((id) => `user:${id}`)).emit(event, payload);
  }

  /** The sockets in these rooms (a lecture's discussion, `staff`), each once. */
  toRooms(rooms: string[], event: string, payload: unknown): void {
    if (this.io && rooms.length > 0) this.io.to(rooms).emit(event, payload);
  }

  toAllUsers(event: string, payload: unknown): void {
    this.io?.emit(event, payload);
  }

  /**
   * Staff of these roles connected to this process (what each may see is decided by role,
   * server/access/staff-rules.ts): for events every process hears and passes on by itself.
   */
  toLocalRoles(roles: string[], event: string, payload: unknown): void {
    if (this.io && roles.length > 0) this.io.local.to(roles.map((role) => `role:${role}`)).emit(event, payload);
  }

  toStaff(event: string, payload: unknown): void {
    this.io?.to('staff').emit(event, payload);
  }

  async close(): Promise<void> {
    await this.io?.close();
    for (const client of this.adapterClients.splice(0)) client.disconnect();
    this.io = undefined;
  }
}
