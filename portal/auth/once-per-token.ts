/**
 * A mailed link's one call per token (verify, unsubscribe): StrictMode runs an effect twice, and both
 * runs must share the call's answer rather than spend the token twice.
 */
export function oncePerToken<T>(call: (token: string) => Promise<T>): (token: string) => Promise<T> {
  const calls = new Map<string, Promise<T>>();
  return (token) => {
    if (!calls.has(token)) calls.set(token, call(token));
    return calls.get(token)!;
  };
}
