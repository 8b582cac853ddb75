// `npm run build`: the client and, beside it, the code the server draws pages with, as `npm start` builds them.
import { buildClient } from './client-build.js';
import { clientDir } from './client-dir.js';

buildClient(clientDir);
