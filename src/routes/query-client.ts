import { keepPreviousData, QueryClient } from '@tanstack/react-query';
import { getSession, memberOfKey, subscribeSession } from '../../providers/session';

/**
 * The app's one query cache, for member screens and Refine's staff screens alike, with Refine's own
 * defaults (it applies them only to a client it makes itself): no read again on focus, and a screen
 * keeps showing its last answer while the one for new inputs comes.
 */
export const createQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, placeholderData: keepPreviousData } } });

const sessionHolder = () => {
  const { token } = getSession();
  return memberOfKey(token) ?? token;
};

/**
 * Forgets every answer when the session's holder changes (sign-out, or another account signing in in
 * another tab); returns what stops it.
 */
export function forgetOnSignOut(client: QueryClient): () => void {
  let holder = sessionHolder();
  return subscribeSession(() => {
    const now = sessionHolder();
    if (now === holder) return;
    holder = now;
    client.clear();
  });
}
