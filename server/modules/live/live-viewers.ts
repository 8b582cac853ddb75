/** A member counts as watching while their player has asked for a playlist this recently (players ask every segment). */
export const WATCHING_WINDOW_MS = 10_000;

/**
 * Who is watching each live class now, counted where the playlists are served: each member whose
 * player asked for one of its playlists in the last WATCHING_WINDOW_MS. Per process: `LiveFigures`
 * joins every process's members.
 */
export class LiveViewers {
  private readonly seen = new Map<number, Map<number, number>>();

  constructor(private readonly now: () => Date) {}

  saw(classId: number, userId: number): void {
    const viewers = this.seen.get(classId) ?? new Map<number, number>();
    viewers.set(userId, this.now().getTime());
    this.seen.set(classId, viewers);
  }

  count(classId: number): number {
    return this.members(classId).length;
  }

  /** The members watching the class through this process now. */
  members(classId: number): number[] {
    const viewers = this.seen.get(classId);
    if (!viewers) return [];
    const since = this.now().getTime() - WATCHING_WINDOW_MS;
    for (const [userId, at] of viewers) if (at < since) viewers.delete(userId);
    if (viewers.size === 0) this.seen.delete(classId);
    return [...viewers.keys()];
  }

  /** The classes this process served a playlist of lately. */
  classes(): number[] {
    return [...this.seen.keys()];
  }
}
