import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession, subscribeSession, updateSession } from '../../providers/session';
import { storeSignIn } from './helpers/sign-in';

beforeEach(() => clearSession());

const signIn = () => storeSignIn({ token: 'jwt', firstTimeSignIn: true });

describe('the browser session keys', () => {
  it('stores the keys existing browsers already hold, plus role and staff rules, at sign-in', () => {
    signIn();
    expect({ ...localStorage }).toEqual({
      login: 'jwt',
      username: 'Ann',
      role: 'member',
      isSubscribe: 'false',
      profileImage: 'null',
      firstLogin: 'true',
      staffRules: '{}',
    });
    expect(getSession()).toEqual({
      token: 'jwt',
      username: 'Ann',
      role: 'member',
      subscribed: false,
      profileImage: null,
      firstLogin: true,
      staffRules: {},
    });
  });

  it('keeps one snapshot while nothing changes, and sees keys written directly', () => {
    signIn();
    expect(getSession()).toBe(getSession());
    localStorage.setItem('isSubscribe', 'true');
    expect(getSession().subscribed).toBe(true);
  });

  it('tells the shell when a screen updates what the keys mirror', () => {
    signIn();
    const listener = vi.fn();
    const stop = subscribeSession(listener);
    updateSession({ subscribed: true, profileImage: '/media/p.png', firstLogin: false });
    stop();
    expect(listener).toHaveBeenCalledOnce();
    expect(getSession()).toMatchObject({ subscribed: true, profileImage: '/media/p.png', firstLogin: false });
  });

  it('clears every key at logout', () => {
    signIn();
    localStorage.setItem('isDark', 'true');
    clearSession();
    expect(localStorage.length).toBe(0);
    expect(getSession().token).toBeNull();
  });
});
