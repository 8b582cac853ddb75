import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants as zlibConstants,
  gzip as gzipCompress,
  gzipSync,
} from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientDir } from '../build/client-dir.js';
import { API_PREFIX } from '../common/paths.js';
import { drawnPageAt, pageDrawer } from './client/drawn-pages.js';
import { isMissingBuildFile } from './client/missing-file.js';
import { clientPageParts } from './client/page.js';
import { pagesByRoute } from './client/route-pages.js';
import type { Config } from './config.js';
import type { AppDeps } from './deps.js';
import { healthRoutes } from './modules/health/routes.js';
import * as domains from './modules/index.js';
import { mediaFiles } from './modules/media/files.js';
import type { Api, ApiModule, RoutePlugin } from './modules/module.js';
import { API_DESCRIPTION } from './openapi-description.js';
import { AccessLog } from './plugins/access-log.js';
import { authPlugin, requireMembership, requireStaffArea } from './plugins/auth.js';
import { errorsPlugin, frameworkError } from './plugins/errors.js';
import { jsonBodyPlugin } from './plugins/json-body.js';
import { logOptions } from './plugins/log-options.js';
import { metricsPlugin } from './plugins/metrics.js';
import { named } from './plugins/named.js';
import { closePromptly } from './plugins/prompt-close.js';
import { responseSerializerCompiler } from './plugins/response-serializer.js';
import { securityHeaders } from './plugins/security-headers.js';
import { announceStaffWrite, relayStaffChanges } from './plugins/staff-live.js';
import { logDestination } from './plugins/turn-batched-log.js';
import { readsOnly, syncWritesBeforeAnswer } from './plugins/write-sync.js';
import type { Tracing } from './services/tracing.js';

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/** Each export of modules/index.ts is an API domain (the type keeps anything else out of that file). */
const apiModules: [string, ApiModule][] = Object.entries(domains);
const NOT_SPA = /^\/(?:api|media|socket\.io)(?:\/|$)/;

export interface BuildOptions {
  logger?: boolean;
  /** Request spans for OpenTelemetry (services/tracing.ts), when the OTEL_* settings ask for them. */
  tracing?: Tracing;
}

/** A domain's routes in a scope of their own, after the hooks `guard` adds to it (who may call them). */
const guarded = (name: string, routes: RoutePlugin, guard: (scope: Api) => void): RoutePlugin =>
  named(name, async (scope) => {
    guard(scope);
    await scope.register(named(`${name} routes`, routes));
  });

/** Builds the whole HTTP app; server.ts listens, tests listen on a random port. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { config } = deps;
  const logTo = options.logger === false ? undefined : logDestination();
  const app = Fastify({
    logger: logTo ? logOptions(config.LOG_LEVEL, logTo) : false,
    logController: new AccessLog(config.LOG_LEVEL, logTo),
    frameworkErrors: frameworkError,
    // Unset, the socket's address is the client's: a forged X-Forwarded-For changes nothing.
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // Slow and idle clients let go of their sockets: headers within 20 s (checked every 5 s), a whole
    // request within 5 min (a 5 MiB upload chunk at 150 kbit/s), and a socket silent for 2 min is closed
    // (a never-speaking one included; websockets ping every 25 s, EventSource reconnects by itself).
    connectionTimeout: 120_000,
    requestTimeout: 300_000,
    http: { headersTimeout: 20_000, connectionsCheckingInterval: 5_000 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorate('deps', deps);

  if (options.tracing) await app.register(options.tracing.plugin);
  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(securityHeaders, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
  });
  // In production the app serves its own page (same origin): no CORS, and no hook on every request.
  if (config.NODE_ENV !== 'production')
    await app.register(cors, { origin: config.corsOrigins, exposedHeaders: ['X-Total-Count', 'ETag'] });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Poker training API', version: '1.0.0', description: API_DESCRIPTION },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  // After swagger, so /metrics is published; before every route it times.
  await app.register(metricsPlugin);
  await app.register(authPlugin);

  await app.register(
    named('api', async (api: Api) => {
      // Every API answer is one user's or live (health, the plan): no cache, shared or the browser's,
      // may keep it. First, so refusals (401, 429 …) carry it too; a route may set its own.
      api.addHook('onRequest', (_request, reply, done) => {
        reply.header('cache-control', 'no-store');
        done();
      });
      // With REDIS_URL the counters are shared, so several processes enforce one limit.
      if (config.RATE_LIMIT_PER_MINUTE > 0) {
        await api.register(rateLimit, {
          max: config.RATE_LIMIT_PER_MINUTE,
          timeWindow: '1 minute',
          redis: deps.redis,
          // A client gone before its request is handled has no address left; it must not become a 500.
          keyGenerator: (request) => request.ip ?? 'unknown',
        });
      }
      // A GET or HEAD has no body to decompress: no preParsing hook of compress's on the calls made most.
      api.addHook('onRoute', (route) => {
        if (readsOnly(route.method)) route.decompress ??= false;
      });
      // JSON over 1 KB in br or gzip for clients that ask (media and static files are not in this scope).
      await api.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
      syncWritesBeforeAnswer(api, deps.changeFeed);
      await api.register(named('health', healthRoutes));
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      for (const [name, module] of apiModules) {
        if (module.public) await api.register(named(`${name} public`, module.public));
        if (module.member) {
          await api.register(
            guarded(`${name} member`, module.member, (member) => {
              member.addHook('onRequest', member.authenticate);
            }),
          );
        }
        if (module.subscriber) {
          await api.register(
            guarded(`${name} subscriber`, module.subscriber, (subscriber) => {
              subscriber.addHook('onRequest', subscriber.authenticate);
              // After validation, unlike the staff check: a malformed body is a 400 whoever sends it.
              subscriber.addHook('preHandler', requireMembership);
            }),
          );
        }
        if (module.staff) {
          if (!module.staffArea) throw new Error('A module with staff routes names its staffArea');
          const area = module.staffArea;
          await api.register(
            guarded(`${name} staff`, module.staff, (staff) => {
              staff.addHook('onRequest', staff.authenticate);
              staff.addHook('onRequest', requireStaffArea(area));
              staff.addHook('onResponse', announceStaffWrite);
            }),
          );
        }
      }
    }),
    { prefix: API_PREFIX },
  );

  await app.register(named('media files', mediaFiles));
  await registerClient(app, config);
  deps.realtime.attach(app.server);
  relayStaffChanges(deps);
  closePromptly(app);
  app.addHook('preClose', () => deps.realtime.close());
  return app;
}

/** The built SPA with history fallback; unknown API paths get a JSON 404. */
async function registerClient(app: FastifyInstance, config: Config): Promise<void> {
  const hasClient = existsSync(path.join(clientDir, 'index.html'));
  const parts = hasClient ? await clientPageParts(clientDir, config) : undefined;
  // Each page rendered, and so compressed, once at start; the drawn pages drawn for their member on each visit.
  const pageFor = parts && pagesByRoute(parts.html, parts.preloads, encodedCopies);
  const drawPage = parts && (await pageDrawer(app, clientDir, parts.html, parts.preloads));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The build wrote .br and .gz copies beside each file (vite.config.ts); clients get the one they accept.
      preCompressed: true,
      setHeaders: (res, file: string) => {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !NOT_SPA.test(request.url);
    if (!wantsPage)
      return reply.code(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
    const pathname = request.url.split('?')[0]!;
    if (isMissingBuildFile(pathname))
      return reply.code(404).header('cache-control', 'no-cache').type('text/plain').send(`Not found: ${pathname}`);
    if (!pageFor) return reply.code(503).type('text/plain').send('The client is not built yet: run npm run build');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    reply.type('text/html; charset=utf-8');
    if (drawPage && drawnPageAt(pathname)) {
      const drawn = await drawPage(request, pathname).catch((error: unknown) => {
        request.log.error({ err: error }, 'drawing the page failed: the plain page instead');
        return null;
      });
      // One member's figures: kept by no cache, and the same address answers differently by its cookie.
      reply.header('cache-control', drawn ? 'private, no-store' : 'no-cache').header('vary', 'accept-encoding, cookie');
      return reply.send(drawn ? await encoded(drawn, encoding) : pageFor(pathname)[encoding]);
    }
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .send(pageFor(pathname)[encoding]);
  });
}

type PageEncoding = 'br' | 'gzip' | 'identity';

/** The SPA's pages are rendered once at start, so they are compressed once too. */
function encodedCopies(html: string): Record<PageEncoding, Buffer> {
  const identity = Buffer.from(html);
  return { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity) };
}

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCompress);

/** A page made for one request: brotli at a level that costs about as much time as gzip's default. */
function encoded(html: string, encoding: PageEncoding): Promise<Buffer> | Buffer {
  if (encoding === 'br') return brotli(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
  return encoding === 'gzip' ? gzip(html) : Buffer.from(html);
}

/** br, else gzip, when the client's accept-encoding allows it (q=0 refuses; * allows any). */
function preferredEncoding(header: string | undefined): PageEncoding {
  const quality = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (name) quality.set(name, q ? Number(q.slice(2)) : 1);
  }
  const accepts = (encoding: string) => (quality.get(encoding) ?? quality.get('*') ?? 0) > 0;
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : 'identity';
}

/** Stripe.js, its card frames (and 3-D Secure) and its API are allowed only with the stripe provider. */
export function contentSecurityPolicy(config: Pick<Config, 'paymentsProvider'>) {
  const stripe = config.paymentsProvider === 'stripe';
  // Videos and posters come from anywhere a link may point: staff may type in a lecture's video or poster
  // as an http(s) link to another site, and media stored on S3 answer with a redirect to the bucket.
  // Media and images run no code; scripts, frames and connections stay on the listed origins.
  const linked = ['https:', 'http:'];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...(stripe ? ['https://js.stripe.com'] : [])],
    // antd writes its styles at run time (CSS-in-JS).
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...linked],
    mediaSrc: ["'self'", 'blob:', ...linked],
    connectSrc: ["'self'", 'ws:', 'wss:', ...(stripe ? ['https://api.stripe.com'] : [])],
    fontSrc: ["'self'", 'data:'],
    frameSrc: stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}
