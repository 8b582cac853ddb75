import { PATHS } from '../common/paths';
import { ROLES } from '../common/roles';
import { STORAGE_KEYS } from './constants';
import { readKeyClaims } from './key-claims';
import type { Role, SignedInResponse } from './types';

/** What the browser keys say about the signed-in person; the server stays the authority. */
export interface Session {
  token: string | null;
  username: string | null;
  role: Role | null;
  subscribed: boolean;
  profileImage: string | null;
  firstLogin: boolean;
  /** Staff only: area → what the role may do there (read, or write too). */
  staffRules: StaffRules;
}

export type StaffRules = SignedInResponse['staffRules'];

/** What the session keeps of the sign-in answer. */
export type SignedIn = Pick<SignedInResponse, 'token' | 'firstTimeSignIn' | 'staffRules'> & {
  user: Pick<SignedInResponse['user'], 'name' | 'role' | 'subscribedUser' | 'profilePicture'>;
};

const listeners = new Set<() => void>();
let snapshot: Session | null = null;
let snapshotKey = '';

function read(): Session {
  const get = (key: string) => localStorage.getItem(key);
  const role = get(STORAGE_KEYS.role);
  const image = get(STORAGE_KEYS.profileImage);
  return {
    token: get(STORAGE_KEYS.token) || null,
    username: get(STORAGE_KEYS.username),
    role: ROLES.find((known) => known === role) ?? null,
    subscribed: get(STORAGE_KEYS.subscribed) === 'true',
    // A missing picture is stored as the text "null", as existing browsers already hold it.
    profileImage: image && image !== 'null' ? image : null,
    firstLogin: get(STORAGE_KEYS.firstLogin) !== 'false',
    staffRules: parseRules(get(STORAGE_KEYS.staffRules)),
  };
}

function parseRules(text: string | null): StaffRules {
  try {
    const rules: unknown = JSON.parse(text ?? '{}');
    return rules && typeof rules === 'object' ? (rules as StaffRules) : {};
  } catch {
    return {};
  }
}

function changed(): void {
  listeners.forEach((listener) => listener());
}

/** Whom a key was given to: its `sub` claim, read and not checked (the server checks). */
export const memberOfKey = (token: string | null): string | null => readKeyClaims(token).sub ?? null;

/** Read fresh on every call (screens may write the keys directly), but stable while they are unchanged. */
export function getSession(): Session {
  const key = JSON.stringify(Object.values(STORAGE_KEYS).map((name) => localStorage.getItem(name)));
  if (!snapshot || key !== snapshotKey) {
    snapshot = read();
    snapshotKey = key;
  }
  return snapshot;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') window.addEventListener('storage', changed);

export function saveSignIn({ token, firstTimeSignIn, user, staffRules }: SignedIn): void {
  localStorage.setItem(STORAGE_KEYS.staffRules, JSON.stringify(staffRules));
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.username, user.name);
  localStorage.setItem(STORAGE_KEYS.role, user.role);
  localStorage.setItem(STORAGE_KEYS.subscribed, String(user.subscribedUser));
  localStorage.setItem(STORAGE_KEYS.profileImage, String(user.profilePicture));
  localStorage.setItem(STORAGE_KEYS.firstLogin, String(firstTimeSignIn));
  changed();
}

/** The role's rules as the server serves them now (a session from before they were kept, or a rule changed). */
export function saveStaffRules(rules: StaffRules): void {
  localStorage.setItem(STORAGE_KEYS.staffRules, JSON.stringify(rules));
  changed();
}

export function saveToken(token: string): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  changed();
}

/** For screens that change what the keys mirror (profile edit, payment, tour): writes and tells the shell. */
export function updateSession(
  changes: Partial<Pick<Session, 'username' | 'subscribed' | 'profileImage' | 'firstLogin'>>,
): void {
  if (changes.username !== undefined) localStorage.setItem(STORAGE_KEYS.username, changes.username ?? '');
  if (changes.subscribed !== undefined) localStorage.setItem(STORAGE_KEYS.subscribed, String(changes.subscribed));
  if (changes.profileImage !== undefined) localStorage.setItem(STORAGE_KEYS.profileImage, String(changes.profileImage));
  if (changes.firstLogin !== undefined) localStorage.setItem(STORAGE_KEYS.firstLogin, String(changes.firstLogin));
  changed();
}

/** Logout clears every key, the theme included (local storage is cleared whole). */
export function clearSession(): void {
  localStorage.clear();
  changed();
}

/** The server ended the session (expired, revoked, password changed elsewhere): forget it and sign in again. */
export function signOutToLogin(): void {
  clearSession();
  window.location.assign(PATHS.login);
}
