/** Refused because the work's queue is full; the caller answers 503 with `Retry-After`. */
export class OverloadedError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
    this.name = 'OverloadedError';
  }
}

type Waiter = { start: () => void; abandon: () => void };

/**
 * At most `running` tasks at once and at most `waiting` queued behind them; past that a task is
 * refused at once (OverloadedError), so a flood costs the server a queue of fixed length, not work.
 * A queued task whose caller went away (`signal`) leaves the queue without running.
 */
export class ConcurrencyGate {
  private active = 0;
  private readonly queue: Waiter[] = [];

  constructor(
    private readonly limits: {
      running: number;
      waiting: number;
      /** The sentence of the 503 (what was refused, e.g. "Too many image transforms"). */
      refusal: string;
      retryAfterSeconds: number;
    },
  ) {}

  get runningCount() {
    return this.active;
  }

  get waitingCount() {
    return this.queue.length;
  }

  async run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    await this.enter(signal);
    try {
      return await task();
    } finally {
      this.leave();
    }
  }

  private enter(signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.active < this.limits.running) {
      this.active += 1;
      return Promise.resolve();
    }
    if (this.queue.length >= this.limits.waiting) {
      const { refusal, retryAfterSeconds } = this.limits;
      return Promise.reject(new OverloadedError(refusal, retryAfterSeconds));
    }
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => waiter.abandon();
      const waiter: Waiter = {
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          this.active += 1;
          resolve();
        },
        abandon: () => {
          const index = this.queue.indexOf(waiter);
          if (index >= 0) this.queue.splice(index, 1);
          reject(signal?.reason);
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(waiter);
    });
  }

  private leave() {
    this.active -= 1;
    this.queue.shift()?.start();
  }
}
