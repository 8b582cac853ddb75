import { mutationOptions } from '@tanstack/react-query';
import { quietGet, quietly, type ReadJson } from './api-calls';
import { download, saveFile } from './file-download';
import { memberQuery } from './member-query';
import type {
  CoachChoice,
  LiveClassRecord,
  LiveMarker,
  LiveMarkerAnswer,
  LiveReminderSettingResponse,
  LiveStreamFigures,
  LiveWatch,
  StreamKeyAnswer,
} from './types';

export const liveKeys = {
  upcoming: ['live', 'upcoming'] as const,
  reminders: ['live', 'reminders'] as const,
  coaches: ['live', 'coaches'] as const,
  one: (id: number) => ['live', 'one', id] as const,
  watch: (id: number) => ['live', 'watch', id] as const,
  stream: (id: number) => ['live', 'stream', id] as const,
  markers: (id: number) => ['live', 'markers', id] as const,
};

/** How often the class page asks where the class stands (live, reconnecting, ended) and the staff view its figures. */
export const LIVE_POLL_MS = 5_000;

/** One class, as its page shows it. */
export const liveClassQuery = (id: number) =>
  memberQuery(liveKeys.one(id), () => quietGet<LiveClassRecord>(`live-classes/${id}`));

/** Where the class's player stands, with its playlist (granted to this session) while it is live. */
export const liveWatchQuery = (id: number) =>
  memberQuery(liveKeys.watch(id), () => quietGet<LiveWatch>(`live-classes/${id}/watch`));

/** Staff: the class's stream key state, publisher, bitrate and viewers. */
export const liveStreamQuery = (id: number) =>
  memberQuery(liveKeys.stream(id), () => quietGet<LiveStreamFigures>(`live-classes/${id}/stream`));

/** Staff: a new stream key (the old one stops working), shown once. */
export const makeStreamKey = (id: number) => quietly.post<StreamKeyAnswer>(`live-classes/${id}/stream-key`, {});

/** Staff: ends the class now; its recording becomes a draft lecture. */
export const endLiveClass = (id: number) =>
  quietly.post<LiveClassRecord & { message: string }>(`live-classes/${id}/end`, {});

/** Staff: the coach's chapter markers, in the order of the class. */
export const liveMarkersQuery = (id: number) =>
  memberQuery(liveKeys.markers(id), () => quietGet<LiveMarker[]>(`live-classes/${id}/markers`));

/** Staff: a chapter marker at this moment of the live class; the replay's chapters are made of them. */
export const addLiveMarker = (id: number, title: string) =>
  quietly.post<LiveMarkerAnswer>(`live-classes/${id}/markers`, { title });

/** The classes live now or still to come, soonest first. */
export const upcomingLiveQuery = (read: ReadJson = quietGet) =>
  memberQuery(liveKeys.upcoming, () => read<LiveClassRecord[]>('live-classes'));

/** A class as a calendar file (`.ics`), saved by the browser under the server's name for it. */
export async function saveLiveCalendar(id: number): Promise<void> {
  saveFile(await download({ url: `live-classes/${id}/calendar.ics` }, `live-class-${id}.ics`));
}

/** The live class reminders' opt-in: a switch on the profile. */
export const liveRemindersQuery = (read: ReadJson = quietGet) =>
  memberQuery(liveKeys.reminders, () => read<LiveReminderSettingResponse>('user/live-reminders'));

/** Saved as it is flipped; the answer is the setting now. */
export const setLiveReminders = mutationOptions({
  mutationFn: (liveReminders: boolean) =>
    quietly.patch<LiveReminderSettingResponse>('user/live-reminders', { liveReminders }),
  onSuccess: (answer, _liveReminders, _context, { client }) => client.setQueryData(liveKeys.reminders, answer),
});

/** The staff users a class may name as its coach (the staff form's choice). */
export const coachChoicesQuery = () =>
  memberQuery(liveKeys.coaches, () => quietGet<CoachChoice[]>('live-classes/coaches'));
