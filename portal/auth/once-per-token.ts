/**
 * A mailed link's one call per token (verify, unsubscribe): StrictMode runs an effect twice, and both
 * runs must share the call's answer rather than spend the token twice.
 */
export function oncePerToken(call: (token: string) => Promise<boolean>): (token: string) => Promise<boolean> {
  const calls = new Map<string, Promise<boolean>>();
  return (token) => {
    if (!calls.has(token)) calls.set(token, call(token));
    return calls.get(token)!;
  };
}
