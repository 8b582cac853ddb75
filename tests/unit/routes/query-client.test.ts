import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, saveToken } from '../../../providers/session';
import { createQueryClient, forgetOnSignOut } from '../../../src/routes/query-client';
import { storeSignIn } from '../helpers/sign-in';

/** A key shaped as the server signs it: the cache goes by its subject (`sub`), not by the key itself. */
const keyOf = (sub: string, sid: string) => `e30.${btoa(JSON.stringify({ sub, sid }))}.signature`;

afterEach(clearSession);

describe("the app's query cache", () => {
  it("keeps the answers through a renewed key, and forgets them when the session's holder changes", () => {
    storeSignIn({ token: keyOf('7', 'a') });
    const queryClient = createQueryClient();
    const stop = forgetOnSignOut(queryClient);
    queryClient.setQueryData(['users', 'me'], { name: 'Ann' });

    saveToken(keyOf('7', 'b'));
    expect(queryClient.getQueryData(['users', 'me'])).toEqual({ name: 'Ann' });

    storeSignIn({ token: keyOf('8', 'c') });
    expect(queryClient.getQueryData(['users', 'me'])).toBeUndefined();

    queryClient.setQueryData(['users', 'me'], { name: 'Bea' });
    clearSession();
    expect(queryClient.getQueryData(['users', 'me'])).toBeUndefined();
    stop();
  });
});
