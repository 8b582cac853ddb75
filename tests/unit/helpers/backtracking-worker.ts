/** A worker for tests/unit/budgeted-worker.test.ts: a pattern that backtracks exponentially on `a…a!`. */
import { serveJobs } from '../../../server/services/budgeted-worker.js';

serveJobs((text: string) => /^(a+)+$/.test(text));
