/**
 * `use(value)` at once when the value is already at hand, else once it arrives: a call that finds
 * what it needs in memory makes no promise (on a kept member answer, the promises of a path that may
 * load were about a tenth of its time: docs/ARCHITECTURE.md, "How a member call is answered").
 */
export function whenReady<T, R>(value: T | Promise<T>, use: (value: T) => R): R | Promise<Awaited<R>> {
  return value instanceof Promise ? (value.then(use) as Promise<Awaited<R>>) : use(value);
}
