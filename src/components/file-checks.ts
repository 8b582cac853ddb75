import { MAX_PICTURE_BYTES } from '../../common/limits';
import { SHARED_TEXTS } from '../../common/texts';
import { KIT_TEXTS } from './texts';

/** docs/PRODUCT.md#profile: a picture is an image of at most 5 MB; the text to show otherwise, before anything is sent. */
export function checkImage(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return SHARED_TEXTS.notAnImage;
  if (file.size > MAX_PICTURE_BYTES) return SHARED_TEXTS.imageTooLarge;
  return null;
}

/** A lecture's video is one MP4 (by type, or by name where the browser gives no type). */
export function checkVideo(file: { type: string; name: string }): string | null {
  return file.type === 'video/mp4' || file.name.toLowerCase().endsWith('.mp4') ? null : KIT_TEXTS.mp4Only;
}
