// `npm run build`: the client and, beside it, the code the server draws pages with, as `npm start` builds them
// (into folders of their own first, so a server already running on dist/ keeps its files), and the compiled server.
import { rebuildClient } from './client-build.js';
import { clientDir } from './client-dir.js';
import { ensureServerBuild } from './server-build.js';

rebuildClient(clientDir);
ensureServerBuild();
