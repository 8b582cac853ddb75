import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { isStaff } from '../access/roles.js';
import type { AuthUser } from '../access/types.js';
import type { ClientEventBudget } from './socket-budget.js';

export type SocketHandler = (user: AuthUser, payload: unknown, socket: Socket) => Promise<void> | void;

/**
 * Socket.IO on the app's HTTP server (CONTRACT §4): websocket transport, `auth: {token}`.
 * Each socket joins `user:{id}`, staff also `staff`, so domains push with one call.
 */
export class Realtime {
  private io: Server | undefined;
  private readonly handlers = new Map<string, SocketHandler>();

  constructor(
    private readonly authenticate: (token: string) => Promise<AuthUser | null>,
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
    if (this.redis) io.adapter(createAdapter(this.redis.duplicate(), this.redis.duplicate()));
    io.use((socket, next) => {
      const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : '';
      this.authenticate(token).then(
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
      void socket.join(`user:${user.id}`);
      if (isStaff(user)) void socket.join('staff');
      this.budget?.guard(socket, user.id);
      for (const [event, handler] of this.handlers) {
        socket.on(event, (payload: unknown) => {
          Promise.resolve(handler(user, payload, socket)).catch(() =>
            socket.emit('error-message', { message: 'Could not handle your request' }),
          );
        });
      }
    });
    this.io = io;
  }

  toUsers(userIds: number[], event: string, payload: unknown): void {
    if (this.io && userIds.length > 0) this.io.to(userIds.map((id) => `user:${id}`)).emit(event, payload);
  }

  toAllUsers(event: string, payload: unknown): void {
    this.io?.emit(event, payload);
  }

  toStaff(event: string, payload: unknown): void {
    this.io?.to('staff').emit(event, payload);
  }

  async close(): Promise<void> {
    await this.io?.close();
    this.io = undefined;
  }
}
