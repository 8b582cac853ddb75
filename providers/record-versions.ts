/**
 * The version (ETag) each staff record was last loaded with, by resource and id: a form's save names
 * it as If-Match, so a record someone else saved meanwhile is refused (412) instead of overwritten.
 */
const loaded = new Map<string, string>();
const keyOf = (resource: string, id: string | number) => `${resource}/${id}`;

export const recordVersions = {
  remember(resource: string, id: string | number, etag: unknown): void {
    if (typeof etag === 'string' && etag) loaded.set(keyOf(resource, id), etag);
  },
  of(resource: string, id: string | number): string | undefined {
    return loaded.get(keyOf(resource, id));
  },
};
