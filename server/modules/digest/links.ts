import { API_PREFIX, lectureDetailsPath, PATHS } from '../../../common/paths.js';

/** The links a digest carries, on the site's public URL (PUBLIC_URL), like every other mail's. */
export const digestLinks = (publicUrl: string) => ({
  lecture: (id: number) => `${publicUrl}${lectureDetailsPath(id)}`,
  /** The page the member opens: it confirms and turns the digest off. */
  unsubscribePage: (token: string) => `${publicUrl}${PATHS.unsubscribeDigest}?token=${token}`,
  /** What mail clients POST to for one-click unsubscribe (RFC 8058); a GET there leads to the page. */
  oneClick: (token: string) => `${publicUrl}${API_PREFIX}/digest/unsubscribe?token=${token}`,
});
