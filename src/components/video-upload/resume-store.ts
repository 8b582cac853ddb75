/**
 * Which upload a file belongs to, kept in localStorage: a reload, a closed tab or a restarted
 * server loses nothing, since picking the same file again continues the same upload (its chunks
 * already on the server are not sent again). The key is what the browser can tell about the file.
 */
const PREFIX = 'video-upload:';

const keyOf = (file: File) => `${PREFIX}${file.name}:${file.size}:${file.lastModified}`;

export const resumeStore = {
  connectionIdFor(file: File): string | null {
    try {
      return localStorage.getItem(keyOf(file));
    } catch {
      return null;
    }
  },
  remember(file: File, connectionId: string): void {
    try {
      localStorage.setItem(keyOf(file), connectionId);
    } catch {
      // Storage full or blocked: the upload still works, it just cannot resume after a reload.
    }
  },
  forget(file: File): void {
    try {
      localStorage.removeItem(keyOf(file));
    } catch {
      // As above.
    }
  },
};
