import dayjs from 'dayjs';

/** Dates as staff read them in lists and details. */
export const formatDate = (iso: string | null | undefined) => (iso ? dayjs(iso).format('DD MMM YYYY') : '—');
export const formatDateTime = (iso: string | null | undefined) => (iso ? dayjs(iso).format('DD MMM YYYY, HH:mm') : '—');

/** A lecture length in seconds as m:ss or h:mm:ss. */
export function formatLength(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
