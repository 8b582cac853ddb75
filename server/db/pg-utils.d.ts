// The part of pg's value writer (pg/lib/utils.js, which @types/pg does not describe) the server calls itself.
declare module 'pg/lib/utils.js' {
  /** A parameter as pg sends it: an array becomes PostgreSQL's array literal (`{"a","b"}`), null stays null. */
  export function prepareValue(value: unknown): string | Buffer | null;
}
