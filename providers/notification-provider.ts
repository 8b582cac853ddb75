import type { NotificationProvider, OpenNotificationParams } from '@refinedev/core';
import type { Id } from 'react-toastify';
import { FALLBACK_ERROR } from './constants';

// No page needs toasts before its first message: react-toastify loads then, and queues until its container mounts.
const toastify = () => import('react-toastify');

let wanted = false;
const listeners = new Set<() => void>();

/** Whether a toast was asked for yet: the app mounts the toast container from then on. */
export const toastsWanted = {
  get: (): boolean => wanted,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

async function show(type: OpenNotificationParams['type'], text: string, key?: Id, autoClose?: number): Promise<void> {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  const { toast } = await toastify();
  const options = { toastId: key, autoClose };
  if (key && toast.isActive(key)) toast.update(key, { render: text });
  else if (type === 'success') toast.success(text, options);
  else if (type === 'error') toast.error(text, options);
  else toast.info(text, options);
}

/** Toasts read the server's message: Refine puts it in `description` when it has one. */
export const notificationProvider: NotificationProvider = {
  open: ({ key, type, message, description }) => void show(type, description || message || FALLBACK_ERROR, key),
  close: (key) => void toastify().then(({ toast }) => toast.dismiss(key)),
};

/** Toasts of our own screens; `autoCloseMs` where a toast lives shorter than the default. */
export const notify = {
  success: (text: string, autoCloseMs?: number) => void show('success', text, undefined, autoCloseMs),
  error: (text: string | undefined, autoCloseMs?: number) =>
    void show('error', text || FALLBACK_ERROR, undefined, autoCloseMs),
};
