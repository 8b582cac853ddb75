import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { AUTH_TEXTS } from '../../common/auth-texts';
import { landingPath } from '../../providers/access-control';
import { notify } from '../../providers/notification-provider';
import { getSession } from '../../providers/session';
import { LOGIN_REDIRECT_MS } from '../../src/constants';

/**
 * The toast `Login Successfuly!` shows whenever a key exists: someone already signed in who opens
 * /login gets it, and their landing page (docs/PRODUCT.md#who-sees-what) after the login delay.
 */
export function useSignedInRedirect(): void {
  const navigate = useNavigate();
  const toasted = useRef(false);
  useEffect(() => {
    const session = getSession();
    if (!session.token) return undefined;
    if (!toasted.current) notify.success(AUTH_TEXTS.loginDone);
    toasted.current = true;
    const timer = window.setTimeout(() => navigate(landingPath(session), { replace: true }), LOGIN_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
}
