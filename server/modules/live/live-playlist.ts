import { access } from 'node:fs/promises';
import path from 'node:path';
import type { AppDeps } from '../../deps.js';
import { mediaRoot } from '../../services/media-store.js';
import type { MediaViewer } from '../../services/media-urls.js';
import { LADDER_FILES } from '../videos/ladder.js';
import { liveFolder } from './live-ladder.js';

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * A live class's HLS master playlist with this viewer's grant, or null until ffmpeg wrote its first
 * segments (the player asks again). Only for a class that is live, and a viewer allowed to watch.
 */
export async function livePlaylist(
  deps: Pick<AppDeps, 'config' | 'mediaUrls'>,
  classId: number,
  viewer: MediaViewer,
): Promise<string | null> {
  const folder = liveFolder(classId);
  if (!(await exists(path.join(mediaRoot(deps.config), folder, LADDER_FILES.master)))) return null;
  return `/media/${folder}${LADDER_FILES.master}?${deps.mediaUrls.grant(folder, viewer)}`;
}
