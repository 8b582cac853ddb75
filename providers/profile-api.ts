import { mutationOptions } from '@tanstack/react-query';
import { patch, quietGet, type ReadJson } from './api-calls';
import { httpClient } from './http-client';
import { memberQuery } from './member-query';
import type { ImageUploadResponse, ProfileBody, ProfileResponse, UserRecord } from './types';

export const profileKeys = { me: ['profile', 'me'] as const };

/** The signed-in account as the server has it (the profile, the help form's email, the payment form). */
export const meQuery = (read: ReadJson = quietGet) => memberQuery(profileKeys.me, () => read<UserRecord>('user/me'));

export const updateProfile = mutationOptions({
  mutationFn: (body: ProfileBody) => patch<ProfileResponse>('user/update/profile', body),
  onSuccess: (_saved, _body, _context, { client }) => client.invalidateQueries({ queryKey: profileKeys.me }),
});

/** Stores a picture and answers its address; the profile changes only when the form saves it. */
export function uploadImage(file: File): Promise<ImageUploadResponse> {
  const form = new FormData();
  form.append('file', file);
  return httpClient.post<ImageUploadResponse>('image-upload', form, { silent: true }).then((r) => r.data);
}
