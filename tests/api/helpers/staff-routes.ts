import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../server/deps.js';
import * as apiModules from '../../../server/modules/index.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every staff write route (`METHOD /api/path/{param}`) as the modules register their staff scopes,
 * read from the registration itself: a new staff route joins without anyone listing it.
 */
export async function staffWriteRoutes(deps: AppDeps): Promise<string[]> {
  const probe = Fastify({ logger: false });
  probe.setValidatorCompiler(validatorCompiler);
  probe.setSerializerCompiler(serializerCompiler);
  probe.decorate('deps', deps);
  const writes: string[] = [];
  probe.addHook('onRoute', ({ method, url }) => {
    const path = url.replace(/:(\w+)/g, '{$1}');
    for (const verb of [method].flat()) if (!READS.has(verb)) writes.push(`${verb} ${path}`);
  });
  for (const module of Object.values(apiModules))
    if (module.staff) await probe.register(module.staff, { prefix: '/api' });
  await probe.ready();
  await probe.close();
  return writes.sort();
}
