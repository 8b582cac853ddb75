import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { API_PREFIX } from '../common/paths';
import { toApiError } from './api-error';
import { loading } from './loading';
import { getSession, signOutToLogin } from './session';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Skip the loading overlay (background calls). */
    silent?: boolean;
    /** Set by the client when this call drives the overlay. */
    showsLoader?: boolean;
  }
}

/** The full-screen loading overlay: unauthenticated POSTs and authenticated GETs and DELETEs drive it. */
export function drivesLoader(method: string | undefined, hasToken: boolean): boolean {
  const verb = (method ?? 'get').toLowerCase();
  return hasToken ? verb === 'get' || verb === 'delete' : verb === 'post';
}

export interface HttpClientOptions {
  baseURL?: string;
  onUnauthorized?: () => void;
}

/** One client for every provider and portal call: token, overlay, `{message}` errors, 401 sign-out. */
export function createHttpClient({
  baseURL = API_PREFIX,
  onUnauthorized = signOutToLogin,
}: HttpClientOptions = {}): AxiosInstance {
  const client = axios.create({ baseURL, headers: { Accept: 'application/json' } });

  client.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    const { token } = getSession();
    if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
    config.showsLoader = !config.silent && drivesLoader(config.method, Boolean(token));
    if (config.showsLoader) loading.start();
    return config;
  });

  client.interceptors.response.use(
    (response) => {
      if (response.config.showsLoader) loading.stop();
      return response;
    },
    (error) => {
      if (error?.config?.showsLoader) loading.stop();
      const apiError = toApiError(error);
      // A 401 to a call that carried a token means the session ended (expired, revoked, password changed).
      const sentToken = Boolean(error?.config?.headers?.Authorization);
      if (apiError.statusCode === 401 && sentToken) onUnauthorized();
      return Promise.reject(apiError);
    },
  );
  return client;
}

export const httpClient = createHttpClient();
