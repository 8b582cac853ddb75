import fp from 'fastify-plugin';
import type { RoutePlugin } from '../modules/module.js';

/**
 * A plugin in a scope of its own, as a plain function registers, with its name for Fastify's messages.
 * Fastify names every plugin it registers; one without a name it looks for among every CommonJS module
 * loaded (`require.cache`), twice per register. The app registers a hundred-odd scopes of its own: that
 * search was about a tenth of building the app in a test worker, where many modules are loaded.
 */
export const named = (name: string, plugin: RoutePlugin): RoutePlugin => fp(plugin, { name, encapsulate: true });
