/** Below an hour "0.13 hours" says little, so the figure is given in whole minutes there. */
export function watchTimeFigure(hours: number): { value: number; suffix: string; precision: number } {
  if (hours >= 1) return { value: hours, suffix: 'hours', precision: 2 };
  const minutes = Math.round(hours * 60);
  return { value: minutes, suffix: minutes === 1 ? 'minute' : 'minutes', precision: 0 };
}
