import type { Config } from '../../config.js';
import { type IngestDeps, LiveIngest } from './live-ingest.js';

/**
 * The live ingest on RTMP_PORT, none when it is 0. A port set on purpose must be had: start-up fails without it. The
 * default port may already be another process's on this machine (the one of several app processes
 * that took it first, which then encodes every class): this one then runs without an ingest and says so.
 */
export async function startLiveIngest(
  config: Pick<Config, 'RTMP_PORT' | 'RTMP_HOST' | 'HOST' | 'rtmpPortChosen'>,
  deps: IngestDeps,
  log: (line: string) => void,
): Promise<LiveIngest | undefined> {
  const port = config.RTMP_PORT;
  if (!port) return undefined;
  const host = config.RTMP_HOST ?? config.HOST;
  const ingest = new LiveIngest(deps, log);
  try {
    await ingest.start(port, host);
  } catch (error) {
    if (config.rtmpPortChosen || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    log(`no RTMP ingest here: ${host}:${port} is in use (RTMP_PORT chooses another port, 0 none)`);
    return undefined;
  }
  log(`RTMP ingest for live classes on ${host}:${port}`);
  return ingest;
}
