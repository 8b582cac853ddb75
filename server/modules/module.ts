import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { StaffArea } from '../access/roles.js';

export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
export type RoutePlugin = (api: Api) => Promise<void>;

/**
 * A domain's routes in their four audiences. app.ts mounts each in its own scope, so who may
 * call a route is decided by where it is declared, never by matching path strings.
 */
export interface ApiModule {
  /** Anyone. */
  public?: RoutePlugin;
  /** Any signed-in user. */
  member?: RoutePlugin;
  /** Signed-in staff, and members with an active membership (lecture content and what shows it). */
  subscriber?: RoutePlugin;
  /** Signed-in staff only, whose role may use `staffArea` (reads with read access, the rest with write). */
  staff?: RoutePlugin;
  /** The rule-table area of the `staff` routes (server/access/roles.ts); required with them. */
  staffArea?: StaffArea;
}
