/** Where this process is in its life, for readiness: a closing process should get no new traffic. */
export class Lifecycle {
  private closed = false;

  beginClosing(): void {
    this.closed = true;
  }

  get closing(): boolean {
    return this.closed;
  }
}
