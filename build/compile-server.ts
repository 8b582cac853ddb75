// `npm start` and `npm run worker`, first: the server compiled again when a source changed (build/server-build.ts).
import { ensureServerBuild } from './server-build.js';
import { rootDir } from './source-tree.js';

ensureServerBuild(rootDir, (line) => console.log(`[poker] ${line}`));
