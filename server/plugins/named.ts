/**
 * A plugin with its name for Fastify's messages. Fastify names every plugin it registers; one without
 * this symbol it looks for among every CommonJS module loaded (`require.cache`), twice per register.
 * The app registers a hundred-odd scopes of its own: that search was about a tenth of building the app
 * in a test worker, where many modules are loaded.
 */
export const named = <Plugin extends object>(name: string, plugin: Plugin): Plugin =>
  Object.assign(plugin, { [Symbol.for('fastify.display-name')]: name });
