/**
 * Collects items for a short window and hands them over together, so that work with a fixed cost
 * per call (a queue write, a statement) is paid once per batch rather than once per item. A batch
 * goes when it reaches `max` items or `windowMs` after its first item, whichever comes first.
 * `drain` sends what is waiting and waits for every batch still being sent (shutdown); from then
 * on each item is sent at once, since a stopping process has no window left to wait for. A batch
 * whose send fails goes to `onError` (the items are the caller's to log or keep).
 */
export class MicroBatcher<T> {
  private pending: T[] = [];
  private timer: NodeJS.Timeout | undefined;
  private readonly inFlight = new Set<Promise<void>>();
  private draining = false;

  constructor(
    private readonly options: { windowMs: number; max: number; onError: (err: Error, items: T[]) => void },
    private readonly send: (items: T[]) => Promise<void>,
  ) {}

  push(item: T): void {
    this.pending.push(item);
    if (this.draining || this.pending.length >= this.options.max) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), this.options.windowMs);
  }

  async drain(): Promise<void> {
    this.draining = true;
    this.flush();
    await Promise.all([...this.inFlight]);
  }

  private flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending.length === 0) return;
    const items = this.pending;
    this.pending = [];
    const sending = this.send(items)
      .catch((err: Error) => this.options.onError(err, items))
      .finally(() => this.inFlight.delete(sending));
    this.inFlight.add(sending);
  }
}
