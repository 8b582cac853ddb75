import { describe, expect, it } from 'vitest';
import { toApiError } from '../../../providers/api-error';
import { changedFields } from '../../../resources/shared/stale-save';

describe('a save refused as stale', () => {
  it('carries the current record and its version from the 412 answer', () => {
    const error = toApiError({
      isAxiosError: true,
      response: {
        status: 412,
        headers: { etag: '"4"' },
        data: { message: 'This course was changed since you opened it.', current: { id: 1, title: 'Theirs' } },
      },
    });
    expect(error).toMatchObject({ statusCode: 412, stale: { current: { id: 1, title: 'Theirs' }, etag: '"4"' } });
    expect(toApiError({ isAxiosError: true, response: { status: 409, data: { message: 'In use' } } }).stale).toBe(
      undefined,
    );
  });

  it("lists the fields the form sent that now read otherwise, leaving out what the record doesn't show", () => {
    const fields = changedFields({
      current: { title: 'Theirs', description: 'Same', tagIds: [1, 2], poster: null },
      mine: { title: 'Mine', description: 'Same', tagIds: [2], password: 'secret-1234' },
    });
    expect(fields).toEqual([
      { field: 'title', now: 'Theirs', yours: 'Mine' },
      { field: 'tagIds', now: '1, 2', yours: '2' },
    ]);
  });
});
