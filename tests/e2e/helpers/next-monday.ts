/** The Monday after today (a week on when today is one), when a sale ends: as the date picker takes it and the Offers list shows it. */
export function nextMonday(): { typed: string; shown: string } {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7 || 7));
  const typed = day.toISOString().slice(0, 10);
  const shown = day.toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return { typed, shown };
}
