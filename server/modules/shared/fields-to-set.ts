/** The fields a PATCH really sets: `undefined` means "leave it", and an empty update is no update. */
export function fieldsToSet<T extends Record<string, unknown>>(fields: T): Partial<T> | undefined {
  const set = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
  return Object.keys(set).length > 0 ? set : undefined;
}
