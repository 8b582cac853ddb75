import { startChecked } from './checked-start.js';

/** `npm start`'s server: the app's process (server/app-process.ts), its settings checked first. */
await startChecked(process.env, async (config) => (await import('./app-process.js')).runApp(config));
