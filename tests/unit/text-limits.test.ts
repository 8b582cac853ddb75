import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as realLimits from '../../common/limits';
import { sourceLines } from './helpers/source-lines';

type Limits = typeof realLimits;
type Schemas = typeof import('../../server/schemas/index');
interface Parsed {
  success: boolean;
  error?: { issues: { code: string; path: PropertyKey[]; maximum?: unknown }[] };
}

/** Every limit moved off its value, so a schema that typed the number instead of importing it shows. */
const moved = <T extends object>(module: T): T =>
  Object.fromEntries(
    Object.entries(module).map(([name, value]) => [
      name,
      name.startsWith('MAX_') && typeof value === 'number' ? value + 3 : value,
    ]),
  ) as T;

/** Each text field a form edits, with its schema and the limit it must stop at. */
const FIELDS: [
  string,
  (schemas: Schemas) => { safeParse(body: unknown): Parsed },
  string,
  (limits: Limits) => number,
][] = [
  ['category and tag title', (s) => s.titledBody, 'title', (l) => l.MAX_CATALOGUE_TITLE],
  ['course title', (s) => s.courseBody, 'title', (l) => l.MAX_CATALOGUE_TITLE],
  ['course description', (s) => s.courseBody, 'description', (l) => l.MAX_DESCRIPTION],
  ['promotion title', (s) => s.promotionBody, 'title', (l) => l.MAX_TITLE],
  ['promotion description', (s) => s.promotionBody, 'description', (l) => l.MAX_DESCRIPTION],
  ['notification title', (s) => s.sendNotificationBody, 'title', (l) => l.MAX_TITLE],
  ['notification message', (s) => s.notificationPatch, 'description', (l) => l.MAX_DESCRIPTION],
  ['lecture name', (s) => s.lectureBody, 'name', (l) => l.MAX_TITLE],
  ['lecture description', (s) => s.lectureBody, 'description', (l) => l.MAX_LECTURE_DESCRIPTION],
  ['lecture video URL', (s) => s.lectureBody, 'videoUrl', (l) => l.MAX_MEDIA_REFERENCE],
  ['help request name', (s) => s.supportBody, 'name', (l) => l.MAX_NAME],
  ['help request email', (s) => s.supportBody, 'email', (l) => l.MAX_EMAIL_LENGTH],
  ['help request message', (s) => s.supportBody, 'message', (l) => l.MAX_SUPPORT_MESSAGE],
  ['support reply', (s) => s.supportPatch, 'reply', (l) => l.MAX_SUPPORT_MESSAGE],
  ['sign-up name', (s) => s.signupBody, 'name', (l) => l.MAX_NAME],
  ['sign-up phone', (s) => s.signupBody, 'phone', (l) => l.MAX_PHONE_LENGTH],
  ['sign-up password', (s) => s.signupBody, 'password', (l) => l.MAX_PASSWORD_LENGTH],
  ['sign-in password', (s) => s.signinBody, 'password', (l) => l.MAX_PASSWORD_LENGTH],
  ['current password', (s) => s.changePasswordBody, 'currentPassword', (l) => l.MAX_PASSWORD_LENGTH],
  ['staff user name', (s) => s.staffUserBody, 'name', (l) => l.MAX_NAME],
  ['profile name', (s) => s.profileBody, 'name', (l) => l.MAX_NAME],
  ['profile phone', (s) => s.profileBody, 'phone', (l) => l.MAX_PHONE_LENGTH],
  ['passkey name', (s) => s.passkeyRenameBody, 'name', (l) => l.MAX_PASSKEY_NAME],
  ['recovery code', (s) => s.secondFactorVerifyBody, 'recoveryCode', (l) => l.MAX_RECOVERY_CODE_INPUT],
  ['spot note', (s) => s.spotBody, 'note', (l) => l.MAX_SPOT_NOTE],
  ['live class marker title', (s) => s.liveMarkerBody, 'title', (l) => l.MAX_LIVE_MARKER_TITLE],
];

/** A value `length` long that is otherwise valid for the field (digits for a phone, an address for an email). */
function valueOf(field: string, length: number): string {
  if (field === 'phone') return '1'.repeat(length);
  if (field === 'email') return `${'a'.repeat(length - '@example.com'.length)}@example.com`;
  return 'a'.repeat(length);
}

const tooLongAt = (parsed: Parsed, field: string) =>
  parsed.error?.issues.find((issue) => issue.code === 'too_big' && issue.path[0] === field)?.maximum;

describe("the server's text limits", () => {
  let schemas: Schemas;
  let limits: Limits;
  beforeAll(async () => {
    vi.resetModules();
    vi.doMock('../../common/limits', () => moved(realLimits));
    schemas = await import('../../server/schemas/index');
    limits = await import('../../common/limits');
    vi.doUnmock('../../common/limits');
  });

  it.each(FIELDS)('are the shared ones: %s', (_, schemaOf, field, limitOf) => {
    const limit = limitOf(limits);
    const schema = schemaOf(schemas);
    expect(tooLongAt(schema.safeParse({ [field]: valueOf(field, limit) }), field)).toBeUndefined();
    expect(tooLongAt(schema.safeParse({ [field]: valueOf(field, limit + 1) }), field)).toBe(limit);
  });
});

const CLIENT_FOLDERS = ['src', 'portal', 'resources'];
const LIMIT_VALUES = new Set(
  Object.entries(realLimits)
    .filter(([name, value]) => name.startsWith('MAX_') && typeof value === 'number')
    .map(([, value]) => value as number),
);

/** `maxLength={200}`, `max: 200` … where 200 is a shared limit's value. */
function formsTypingALimit(): string[] {
  return sourceLines(CLIENT_FOLDERS).flatMap(({ where, line }) =>
    [...line.matchAll(/(?:maxLength=\{|\bmax:\s*)(\d[\d_]*)/g)]
      .filter((match) => LIMIT_VALUES.has(Number(match[1].replace(/_/g, ''))))
      .map((match) => `${where}: ${match[0]}`),
  );
}

describe('the forms', () => {
  it("stop at the server's limits by their names, never typing the number", () => {
    expect(formsTypingALimit()).toEqual([]);
  });
});
