/** Where this process is in its life, for readiness: a closing process should get no new traffic. */
export class Lifecycle {
  private closingSince: Date | undefined;

  beginClosing(): void {
    this.closingSince ??= new Date();
  }

  get closing(): boolean {
    return this.closingSince !== undefined;
  }
}
