import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpClient } from '../../../providers/http-client';
import { dataProvider, resourcePath } from '../../../resources/shared/staff-data-provider';

afterEach(() => vi.restoreAllMocks());

describe('the dataProvider path table', () => {
  it('maps users to their API paths and leaves other resources at their names', () => {
    expect(resourcePath('users', 'list')).toBe('user/getAll');
    expect(resourcePath('users', 'one')).toBe('user/getOne');
    expect(resourcePath('users', 'update')).toBe('user');
    expect(resourcePath('lectures', 'create')).toBe('lectures/create');
    expect(resourcePath('lectures', 'list')).toBe('lectures');
    expect(resourcePath('notifications', 'create')).toBe('notifications/send-to-specific');
    expect(resourcePath('category', 'remove')).toBe('category');
  });

  it('sends each call to its path under the shared client, with the page window and search', async () => {
    const get = vi
      .spyOn(httpClient, 'get')
      .mockResolvedValue({ data: [{ id: 9 }], headers: { 'x-total-count': '17' } });
    const patch = vi
      .spyOn(httpClient, 'patch')
      .mockResolvedValue({ data: { id: 3, message: 'Marked as Inactive' }, headers: {} });
    const post = vi.spyOn(httpClient, 'post').mockResolvedValue({ data: { id: 4 }, headers: {} });

    const list = await dataProvider.getList({
      resource: 'users',
      pagination: { currentPage: 2, pageSize: 8 },
      filters: [{ field: 'q', operator: 'eq', value: 'ann' }],
    });
    expect(get).toHaveBeenLastCalledWith('/user/getAll?_end=16&_start=8&q=ann', expect.anything());
    expect(list).toEqual({ data: [{ id: 9 }], total: 17 });

    await dataProvider.getOne({ resource: 'users', id: 3 });
    expect(get).toHaveBeenLastCalledWith('/user/getOne/3', expect.anything());

    await dataProvider.update({ resource: 'users', id: 3, variables: { status: false } });
    expect(patch).toHaveBeenLastCalledWith('/user/3', { status: false }, expect.anything());

    await dataProvider.create({ resource: 'lectures', variables: { name: 'A' } });
    expect(post).toHaveBeenLastCalledWith('/lectures/create', { name: 'A' }, expect.anything());
  });

  it('sends custom calls to their path with their search and body, a background read without the overlay', async () => {
    const request = vi.spyOn(httpClient, 'request').mockResolvedValue({ data: { message: 'Saved' } });
    const answer = await dataProvider.custom!({
      url: 'overview',
      method: 'get',
      query: { from: '2026-01-01', to: '2026-01-07' },
      meta: { silent: true },
    });
    expect(answer).toEqual({ data: { message: 'Saved' } });
    expect(request).toHaveBeenLastCalledWith(
      expect.objectContaining({
        url: 'overview',
        method: 'get',
        params: { from: '2026-01-01', to: '2026-01-07' },
        silent: true,
      }),
    );
    await dataProvider.custom!({ url: 'lectures/3/range-charts', method: 'post', payload: { title: 'A' } });
    expect(request).toHaveBeenLastCalledWith(
      expect.objectContaining({ url: 'lectures/3/range-charts', method: 'post', data: { title: 'A' }, silent: false }),
    );
  });

  it('lists in the background without the overlay when asked', async () => {
    const get = vi.spyOn(httpClient, 'get').mockResolvedValue({ data: [], headers: {} });
    await dataProvider.getList({ resource: 'lectures', pagination: { mode: 'off' }, meta: { silent: true } });
    expect(get).toHaveBeenLastCalledWith('/lectures', expect.objectContaining({ silent: true }));
    await dataProvider.getList({ resource: 'lectures', pagination: { mode: 'off' } });
    expect(get).toHaveBeenLastCalledWith('/lectures', expect.not.objectContaining({ silent: true }));
  });

  it('reads a list or a record again without the overlay once it has been answered, a first read with it', async () => {
    const get = vi.spyOn(httpClient, 'get').mockResolvedValue({ data: [], headers: {} });
    const silentOfLastRead = () => (get.mock.lastCall?.[1] as { silent?: boolean }).silent;
    const readPage = (page: number) =>
      dataProvider.getList({
        resource: 'users',
        pagination: { currentPage: page, pageSize: 8 },
        meta: { queryKey: ['default', 'users', 'list', { page }] },
      });
    await readPage(1);
    expect(silentOfLastRead()).toBeUndefined();
    await readPage(1);
    expect(silentOfLastRead()).toBe(true);
    await readPage(2);
    expect(silentOfLastRead()).toBeUndefined();

    const readUser = () =>
      dataProvider.getOne({ resource: 'users', id: 3, meta: { queryKey: ['default', 'users', 'one', '3'] } });
    await readUser();
    expect(silentOfLastRead()).toBe(false);
    await readUser();
    expect(silentOfLastRead()).toBe(true);
  });

  it('reads many records one by one (the API has no id filter)', async () => {
    const get = vi
      .spyOn(httpClient, 'get')
      .mockImplementation(async (url: string) => ({ data: { id: Number(url.split('/').pop()) }, headers: {} }));
    const { data } = await dataProvider.getMany!({ resource: 'tags', ids: [1, 2] });
    expect(data).toEqual([{ id: 1 }, { id: 2 }]);
    expect(get.mock.calls.map(([url]) => url)).toEqual(['/tags/1', '/tags/2']);
  });
});

describe('saving against the version a record was loaded with', () => {
  it('sends the ETag of the last read as If-Match on a form save, and nothing on other updates', async () => {
    vi.spyOn(httpClient, 'get').mockResolvedValue({ data: { id: 5 }, headers: { etag: '"7"' } });
    const patch = vi.spyOn(httpClient, 'patch').mockResolvedValue({ data: { id: 5 }, headers: { etag: '"8"' } });

    await dataProvider.getOne({ resource: 'courses', id: '5' });
    await dataProvider.update({ resource: 'courses', id: '5', variables: { title: 'A' }, meta: { versioned: true } });
    expect(patch).toHaveBeenLastCalledWith('/courses/5', { title: 'A' }, { headers: { 'If-Match': '"7"' } });

    // The save's answer carries the new version: the next form save names that one.
    await dataProvider.update({ resource: 'courses', id: 5, variables: { title: 'B' }, meta: { versioned: true } });
    expect(patch).toHaveBeenLastCalledWith('/courses/5', { title: 'B' }, { headers: { 'If-Match': '"8"' } });

    // A status toggle from a list has loaded no form: last write wins for it.
    await dataProvider.update({ resource: 'courses', id: 5, variables: { status: false } });
    expect(patch).toHaveBeenLastCalledWith('/courses/5', { status: false }, { headers: {} });
  });
});
