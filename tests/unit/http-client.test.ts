import { type AxiosAdapter, AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, fieldMessage, toApiError } from '../../providers/api-error';
import { createHttpClient, drivesLoader } from '../../providers/http-client';
import { loading } from '../../providers/loading';
import { clearSession, saveToken } from '../../providers/session';

/** A client whose "server" answers `status` with `data`, recording what it was sent. */
function clientAnswering(status: number, data: unknown, onUnauthorized = vi.fn()) {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    const response = { status, data, statusText: '', headers: {}, config };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, {}, response);
  };
  const client = createHttpClient({ onUnauthorized });
  client.defaults.adapter = adapter;
  return { client, sent, onUnauthorized };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as ApiError,
  );

beforeEach(() => clearSession());

describe('error mapping', () => {
  it("turns a JSON error into the server's message with status and field", async () => {
    const { client } = clientAnswering(400, { message: 'email: Please enter a valid email address', field: 'email' });
    const error = await failure(client.post('auth/signin', {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'email: Please enter a valid email address',
      statusCode: 400,
      field: 'email',
    });
    expect(fieldMessage(error)).toBe('Please enter a valid email address');
  });

  it('falls back to "An error occurred" without a message', async () => {
    expect((await failure(clientAnswering(500, '<html>oops</html>').client.get('x'))).message).toBe(
      'An error occurred',
    );
    expect((await failure(clientAnswering(502, { message: '  ' }).client.get('x'))).message).toBe('An error occurred');
    expect(toApiError(new TypeError('Failed to fetch')).message).toBe('An error occurred');
  });

  it('says "Error: Network response was not ok" when no answer came back at all', () => {
    const offline = toApiError(new AxiosError('Network Error', 'ERR_NETWORK'));
    expect(offline).toMatchObject({ message: 'Error: Network response was not ok', statusCode: 0 });
  });

  it('reads a message from a JSON text body too', () => {
    const error = new AxiosError(
      'x',
      'ERR',
      undefined,
      {},
      {
        status: 409,
        data: '{"message":"Taken"}',
        statusText: '',
        headers: {},
        config: { headers: new AxiosHeaders() },
      },
    );
    expect(toApiError(error)).toMatchObject({ message: 'Taken', statusCode: 409 });
  });
});

describe('the shared client', () => {
  it('sends the stored login token as a bearer token', async () => {
    saveToken('abc.def');
    const { client, sent } = clientAnswering(200, {});
    await client.get('user/me');
    expect(sent[0].headers.get('Authorization')).toBe('Bearer abc.def');
  });

  it('signs out on a 401 to a call that carried a token, not on a failed sign-in', async () => {
    const anonymous = clientAnswering(401, { message: 'Invalid email or password' });
    expect((await failure(anonymous.client.post('auth/signin', {}))).message).toBe('Invalid email or password');
    expect(anonymous.onUnauthorized).not.toHaveBeenCalled();

    saveToken('expired');
    const signedIn = clientAnswering(401, { message: 'Your session has expired. Please log in again.' });
    await failure(signedIn.client.get('user/me'));
    expect(signedIn.onUnauthorized).toHaveBeenCalledOnce();
  });

  it('drives the overlay for unauthenticated POSTs and authenticated GETs and DELETEs, and releases it after a failure', async () => {
    expect([
      drivesLoader('post', false),
      drivesLoader('get', false),
      drivesLoader('get', true),
      drivesLoader('delete', true),
      drivesLoader('patch', true),
    ]).toEqual([true, false, true, true, false]);
    const seen: boolean[] = [];
    const stop = loading.subscribe(() => seen.push(loading.isActive()));
    await failure(clientAnswering(400, { message: 'no' }).client.post('auth/forgot-password', {}));
    stop();
    expect(seen).toEqual([true, false]);
    expect(loading.isActive()).toBe(false);
  });
});
