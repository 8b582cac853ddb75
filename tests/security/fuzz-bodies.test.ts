import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUZZ_ORDER, type FuzzTarget, startFuzzTarget } from './helpers/fuzz-target.js';
import {
  exampleObject,
  fieldPaths,
  fieldSchema,
  HOSTILE_BODY_TEXTS,
  HostileValuesBySchema,
  REMOVE,
  withField,
} from './helpers/fuzz-values.js';
import { publishedRoutes, type Route } from './helpers/routes.js';

/** ASVS V1/V2 (encoding, validation): every body field of every route, hostile values one at a time, and hostile bodies. */
let target: FuzzTarget;
let routes: Map<string, Route>;
const hostile = new HostileValuesBySchema();

beforeAll(async () => {
  target = await startFuzzTarget();
  routes = new Map((await publishedRoutes(target.cast.api)).map((route) => [route.key, route]));
});
afterAll(async () => {
  console.log(`[security] body fuzzing: ${target?.prober.sent} requests, ${target?.prober.serverErrors} 5xx`);
  await target?.prober.stop();
  await target?.cast.server.close();
});

/** The body's JSON with `field` written a second time, holding `value`: which copy wins must not matter. */
function duplicated(base: Record<string, unknown>, field: string, value: unknown): string {
  const text = JSON.stringify(base);
  const extra = `${JSON.stringify(field)}:${JSON.stringify(value)}`;
  return text === '{}' ? `{${extra}}` : `${text.slice(0, -1)},${extra}}`;
}

/** GET routes read no body: only the routes that do are counted as cases. */
const BODY_ROUTES = FUZZ_ORDER.filter((key) => !key.startsWith('GET '));

describe('body fuzzing', () => {
  it.each(BODY_ROUTES)(
    '%s: never a 5xx or a stack trace, always a JSON message, nothing written when refused',
    async (key) => {
      const route = routes.get(key)!;
      const { prober } = target;
      const failuresBefore = prober.failures.length;
      const sentBefore = prober.sent;
      const send = (body: string) =>
        prober.send({ route: key, method: route.method, url: target.path(route), token: target.token(route), body });
      for (const text of HOSTILE_BODY_TEXTS) await send(text);
      if (route.body) {
        const base = exampleObject(route.body, target.known);
        for (const path of fieldPaths(route.body)) {
          await send(JSON.stringify(withField(base, path, REMOVE)));
          await hostile.send(fieldSchema(route.body, path), (value) =>
            send(JSON.stringify(withField(base, path, value))),
          );
          if (path.length === 1)
            for (const value of [3_000_000_000, '\u0000', null]) await send(duplicated(base, path[0], value));
        }
      }
      expect(prober.sent - sentBefore).toBeGreaterThan(HOSTILE_BODY_TEXTS.length - 1);
      expect(prober.failures.slice(failuresBefore)).toEqual([]);
    },
  );
});
