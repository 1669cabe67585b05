import { errorText, type Log } from './log';

/**
 * Stops what was started, in reverse order, whatever failed along the way: a half-started
 * runtime (a port taken, Java missing) must not leave a JVM or a listening socket behind.
 */
export class Lifecycle {
  private readonly stops: Array<{ name: string; stop: () => Promise<void> | void }> = [];

  constructor(private readonly log: Log) {}

  add(name: string, stop: () => Promise<void> | void): void {
    this.stops.push({ name, stop });
  }

  /** Registers the service's stop as soon as it has started, even if a sibling started in parallel fails. */
  track<T>(name: string, starting: Promise<T>, stop: (started: T) => Promise<void> | void): Promise<T> {
    return starting.then((started) => {
      this.add(name, () => stop(started));
      return started;
    });
  }

  async stopAll(): Promise<void> {
    for (const { name, stop } of this.stops.splice(0).reverse()) {
      try {
        await stop();
      } catch (error) {
        this.log(`erro ao encerrar ${name}: ${errorText(error)}`);
      }
    }
  }
}
