import { describe, expect, it, vi } from 'vitest';
import { MIB } from '../../common/limits';
import { sourceLines } from './helpers/source-lines';

const SOURCE_FOLDERS = ['common', 'src', 'portal', 'resources', 'providers', 'server'];

/** A quoted text holding a number with a size or length unit: "at most 512 KB", "at least 8 characters". */
const TYPED_LIMIT =
  /(['"`])((?:(?!\1)[^\\]|\\.)*?\b\d[\d_,.]*\s?(?:KB|MB|GB|KiB|MiB|GiB|characters?)\b(?:(?!\1).)*?)\1/;

function textsTypingALimit(): string[] {
  return sourceLines(SOURCE_FOLDERS).flatMap(({ where, line }) => {
    const comment = /^\s*(?:\/\/|\*|\/\*)/.test(line);
    const text = comment ? null : TYPED_LIMIT.exec(line)?.[0];
    return text ? [`${where}: ${text}`] : [];
  });
}

/** A limit is typed once, as a constant; the texts that name it are built from it. */
describe('texts that name a limit', () => {
  it('are built from its constant, never typed by hand', () => {
    expect(textsTypingALimit()).toEqual([]);
  });

  it('follow the constant when it changes', async () => {
    vi.resetModules();
    vi.doMock('../../common/limits', async (original) => ({
      ...(await original<typeof import('../../common/limits')>()),
      MAX_PICTURE_BYTES: 7 * MIB,
    }));
    const { SHARED_TEXTS } = await import('../../common/texts');
    expect(SHARED_TEXTS.imageTooLarge).toBe('File size exceeds 7MB');
    vi.doUnmock('../../common/limits');
  });
});
