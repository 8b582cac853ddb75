import { mutationOptions } from '@tanstack/react-query';
import { quietGet, quietly, type ReadJson } from './api-calls';
import { memberQuery } from './member-query';
import type { DigestSettingResponse } from './types';

export const digestKeys = { setting: ['digest', 'setting'] as const };

/** The weekly digest's opt-in: a switch on the profile. */
export const digestSettingQuery = (read: ReadJson = quietGet) =>
  memberQuery(digestKeys.setting, () => read<DigestSettingResponse>('user/weekly-digest'));

/** Saved as it is flipped; the answer is the setting now. */
export const setWeeklyDigest = mutationOptions({
  mutationFn: (weeklyDigest: boolean) => quietly.patch<DigestSettingResponse>('user/weekly-digest', { weeklyDigest }),
  onSuccess: (answer, _weeklyDigest, _context, { client }) => client.setQueryData(digestKeys.setting, answer),
});
