import { mutationOptions } from '@tanstack/react-query';
import { quietGet, quietly, type ReadJson } from './api-calls';
import { download, saveFile } from './file-download';
import { memberQuery } from './member-query';
import type { CoachChoice, LiveClassRecord, LiveReminderSettingResponse } from './types';

export const liveKeys = {
  upcoming: ['live', 'upcoming'] as const,
  reminders: ['live', 'reminders'] as const,
  coaches: ['live', 'coaches'] as const,
};

/** The classes live now or still to come, soonest first. */
export const upcomingLiveQuery = (read: ReadJson = quietGet) =>
  memberQuery(liveKeys.upcoming, () => read<LiveClassRecord[]>('live'));

/** A class as a calendar file (`.ics`), saved by the browser under the server's name for it. */
export async function saveLiveCalendar(id: number): Promise<void> {
  saveFile(await download({ url: `live/${id}/calendar.ics` }, `live-class-${id}.ics`));
}

/** The live class reminders' opt-in: a switch on the profile. */
export const liveRemindersQuery = () =>
  memberQuery(liveKeys.reminders, () => quietGet<LiveReminderSettingResponse>('user/live-reminders'));

/** Saved as it is flipped; the answer is the setting now. */
export const setLiveReminders = mutationOptions({
  mutationFn: (liveReminders: boolean) =>
    quietly.patch<LiveReminderSettingResponse>('user/live-reminders', { liveReminders }),
  onSuccess: (answer, _liveReminders, _context, { client }) => client.setQueryData(liveKeys.reminders, answer),
});

/** The staff users a class may name as its coach (the staff form's choice). */
export const coachChoicesQuery = () => memberQuery(liveKeys.coaches, () => quietGet<CoachChoice[]>('live/coaches'));
