import { useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAWN_ANSWERS_ID, formatPageView, PAGE_COOKIES, parsePageView } from '../../../common/drawn-page';
import { dashboardQueries } from '../../../portal/dashboard/dashboard-answers';
import { prefetchDashboard } from '../../../portal/dashboard/dashboard-page';
import { drawnLectureQueries } from '../../../portal/lectures/lecture-answers';
import { prefetchLecture } from '../../../portal/lectures/lecture-details-page';
import { anyRead, memberQuery } from '../../../providers/member-query';
import { clearSession, getSession } from '../../../providers/session';
import { pageIsDrawn, readDrawnAnswers } from '../../../src/drawing/drawn-answers';
import { keepPageCookies, writePageCookies } from '../../../src/drawing/page-cookies';
import { createQueryClient } from '../../../src/routes/query-client';
import { withQueries } from '../helpers/queries';
import { storeSignIn } from '../helpers/sign-in';

/** A key shaped as the server signs it (the browser reads only its payload's `sub` and `exp`; its `sid` encodes to `+` and `/`). */
const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const keyOf = (sub: string, exp?: number) =>
  `${base64Url({ alg: 'HS256' })}.${base64Url({ sub, sid: '~???>?>~', exp })}.signature`;
const DAY_MS = 86_400_000;

/** What lets the server draw the dashboard, on the browser's side (docs/ARCHITECTURE.md#pages-drawn-by-the-server). */
describe('the view cookie', () => {
  it('says the theme and the width, and reads back only what it wrote', () => {
    expect(formatPageView({ dark: true, width: 412.4 })).toBe('dark.412');
    expect(parsePageView('dark.412')).toEqual({ dark: true, width: 412 });
    expect(parsePageView('light.1280')).toEqual({ dark: false, width: 1280 });
    for (const other of [undefined, '', 'dim.412', 'dark.', 'dark.4', 'dark.123456', 'dark.412;x', 'light.-5'])
      expect(parsePageView(other), String(other)).toBeNull();
  });
});

describe('the cookies the app keeps for the dashboard', () => {
  // The cookies are scoped to the dashboard's address: only a document there sees them.
  beforeEach(() => window.history.pushState({}, '', '/dashboard'));
  afterEach(() => {
    clearSession();
    window.history.pushState({}, '', '/');
  });

  it('writes the key and the view as the session is signed in, and removes both when it ends', () => {
    keepPageCookies();
    expect(document.cookie).toBe('');
    storeSignIn({ token: 'jwt-1' });
    expect(document.cookie).toBe(`${PAGE_COOKIES.key}=jwt-1; ${PAGE_COOKIES.view}=light.${window.innerWidth}`);
    window.history.pushState({}, '', '/login');
    expect(document.cookie).toBe('');
    window.history.pushState({}, '', '/dashboard');
    clearSession();
    expect(document.cookie).toBe('');
  });

  it("writes one pair the lecture page's address sees (Modules', whose address covers it), removed with the first", () => {
    keepPageCookies();
    window.history.pushState({}, '', '/lecture-management/lecture-details/3');
    storeSignIn({ token: 'jwt-2' });
    expect(document.cookie).toBe(`${PAGE_COOKIES.key}=jwt-2; ${PAGE_COOKIES.view}=light.${window.innerWidth}`);
    clearSession();
    expect(document.cookie).toBe('');
    window.history.pushState({}, '', '/dashboard');
    expect(document.cookie).toBe('');
  });

  it('live as long as the key does: a key of 60 days (REMEMBER_DAYS=60) keeps them 60 days', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const signedIn = Date.now();
      storeSignIn({ token: keyOf('7', Math.floor(signedIn / 1000) + 60 * 86_400) });
      writePageCookies();
      vi.setSystemTime(signedIn + 59 * DAY_MS);
      expect(document.cookie).toBe(
        `${PAGE_COOKIES.key}=${getSession().token}; ${PAGE_COOKIES.view}=light.${window.innerWidth}`,
      );
      vi.setSystemTime(signedIn + 60 * DAY_MS + 1000);
      expect(document.cookie).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("a drawn page's answers", () => {
  afterEach(() => {
    document.getElementById(DRAWN_ANSWERS_ID)?.remove();
    clearSession();
  });

  function drawnFor(member: string, text: string) {
    const element = Object.assign(document.createElement('script'), { type: 'application/json', id: DRAWN_ANSWERS_ID });
    element.dataset.member = member;
    element.textContent = text;
    document.body.append(element);
    return element;
  }

  it("are read from the JSON the page carries for the session's member, and a plain page carries none", () => {
    storeSignIn({ token: keyOf('7') });
    expect(pageIsDrawn()).toBe(false);
    expect(readDrawnAnswers()).toEqual({});
    const element = drawnFor('7', JSON.stringify({ '/dashboard': [1, '</script>'] }));
    expect(pageIsDrawn()).toBe(true);
    expect(readDrawnAnswers()).toEqual({ '/dashboard': [1, '</script>'] });
    element.textContent = '{not json';
    expect(readDrawnAnswers()).toEqual({});
  });

  it('are left when they were drawn for another member than the session is, or for no session', () => {
    drawnFor('7', JSON.stringify({ '/dashboard': [1] }));
    expect(readDrawnAnswers()).toEqual({});
    storeSignIn({ token: keyOf('8') });
    expect(readDrawnAnswers()).toEqual({});
    storeSignIn({ token: 'not-a-key' });
    expect(readDrawnAnswers()).toEqual({});
    storeSignIn({ token: keyOf('7') });
    expect(readDrawnAnswers()).toEqual({ '/dashboard': [1] });
  });

  it('go under the keys the dashboard reads as the app boots on the page, before its first render', async () => {
    window.history.pushState({}, '', '/dashboard');
    storeSignIn({ token: keyOf('7') });
    const answers = [{ totalCompletedVideos: 3 }, [], [{ id: 1 }], [], [{ id: 2 }], [], null];
    drawnFor('7', JSON.stringify({ '/dashboard': answers }));
    const queryClient = createQueryClient();
    await prefetchDashboard(queryClient);
    dashboardQueries().forEach((query, index) =>
      expect(queryClient.getQueryData(anyRead(query).queryKey)).toEqual(answers[index]),
    );
    window.history.pushState({}, '', '/');
  });

  it('go under the keys the lecture page reads, only on the address they were drawn for', async () => {
    storeSignIn({ token: keyOf('7') });
    const answers = [{ id: 5, name: 'River overbets' }, [{ id: 6 }], null, []];
    drawnFor('7', JSON.stringify({ '/lecture-management/lecture-details/5': answers }));
    try {
      window.history.pushState({}, '', '/lecture-management/lecture-details/5');
      const drawn = createQueryClient();
      await prefetchLecture(drawn, { id: '5' });
      drawnLectureQueries(5).forEach((query, index) =>
        expect(drawn.getQueryData(anyRead(query).queryKey)).toEqual(answers[index]),
      );
      // Another lecture's page leaves them: its own reads start instead.
      window.history.pushState({}, '', '/lecture-management/lecture-details/6');
      const other = createQueryClient();
      await prefetchLecture(other, { id: '6' });
      expect(other.getQueryData(anyRead(drawnLectureQueries(6)[0]).queryKey)).toBeUndefined();
      expect(other.getQueryData(anyRead(drawnLectureQueries(5)[0]).queryKey)).toBeUndefined();
      await other.cancelQueries();
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  /** A screen's read of `load`, under a cache the drawn answer was (or was not) put into before its first render. */
  function screenReading(load: () => Promise<string>, drawn?: string) {
    const queryClient = createQueryClient();
    if (drawn !== undefined) queryClient.setQueryData(['drawn-screen'], drawn);
    const wrapper = ({ children }: { children: ReactNode }) => withQueries(children, queryClient);
    return renderHook(() => useQuery(memberQuery(['drawn-screen'], load)), { wrapper });
  }

  it('stand for the first read: the screen shows them at once and asks again only on reload', async () => {
    const load = vi.fn(() => Promise.resolve('fresh'));
    const { result } = screenReading(load, 'drawn');
    expect(result.current.data).toBe('drawn');
    expect(result.current.isPending).toBe(false);
    expect(load).not.toHaveBeenCalled();
    await act(() => result.current.refetch());
    await waitFor(() => expect(result.current.data).toBe('fresh'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leave a screen without them to read at once', async () => {
    const load = vi.fn(() => Promise.resolve('fresh'));
    const { result } = screenReading(load);
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data).toBe('fresh'));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
