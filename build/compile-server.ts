// `npm start` and `npm run worker`, first: the server compiled again when a source changed (build/server-build.ts).
import { ensureServerBuild } from './server-build.js';

ensureServerBuild(undefined, (line) => console.log(`[poker] ${line}`));
