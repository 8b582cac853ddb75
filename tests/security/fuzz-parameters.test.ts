import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUZZ_ORDER, type FuzzTarget, startFuzzTarget } from './helpers/fuzz-target.js';
import { asQueryValues, exampleObject, HOSTILE_SECOND_COPIES, HostileValuesBySchema } from './helpers/fuzz-values.js';
import { type Parameter, publishedRoutes, type Route } from './helpers/routes.js';

/** ASVS V1/V2 (encoding, validation): every path and query parameter of every route, hostile values one at a time. */
let target: FuzzTarget;
let routes: Map<string, Route>;
const hostile = new HostileValuesBySchema();

beforeAll(async () => {
  target = await startFuzzTarget();
  routes = new Map((await publishedRoutes(target.cast.api)).map((route) => [route.key, route]));
});
afterAll(async () => {
  console.log(`[security] parameter fuzzing: ${target?.prober.sent} requests, ${target?.prober.serverErrors} 5xx`);
  await target?.prober.stop();
  await target?.cast.server.close();
});

const UNDECLARED: Parameter = { name: 'unexpected', in: 'query', schema: {} };

function query(name: string, value: unknown, also: string[] = []): string {
  const search = new URLSearchParams();
  for (const item of [...also, ...asQueryValues(value)]) search.append(name, item);
  return `?${search}`;
}

describe('parameter fuzzing', () => {
  it.each(FUZZ_ORDER)(
    '%s: never a 5xx or a stack trace, always a JSON message, nothing written when refused',
    async (key) => {
      const route = routes.get(key)!;
      const { prober } = target;
      const failuresBefore = prober.failures.length;
      const body = route.body ? JSON.stringify(exampleObject(route.body, target.known)) : undefined;
      const send = (url: string) =>
        prober.send({ route: key, method: route.method, url, token: target.token(route), body });
      const sentBefore = prober.sent;
      // A route that declares no parameter still meets one it did not ask for.
      const parameters = route.parameters.length > 0 ? route.parameters : [UNDECLARED];
      for (const parameter of parameters) {
        await hostile.send([parameter.in, parameter.schema], (value) =>
          parameter.in === 'path'
            ? send(target.path(route, { [parameter.name]: asQueryValues(value).join(',') }))
            : send(`${target.path(route)}${query(parameter.name, value)}`),
        );
        // A duplicate, the second copy hostile.
        if (parameter.in === 'query')
          for (const value of HOSTILE_SECOND_COPIES)
            await send(`${target.path(route)}${query(parameter.name, value, ['1'])}`);
      }
      expect(prober.sent - sentBefore).toBeGreaterThanOrEqual(HOSTILE_SECOND_COPIES.length);
      expect(prober.failures.slice(failuresBefore)).toEqual([]);
    },
  );
});
