import { performance, type EventLoopUtilization } from 'node:perf_hooks';

/**
 * Background work (drawing and sending mail) gives way to requests. At a campaign launch a
 * hundred payments commit within a second or two, and each queues a confirmation whose PDF and
 * ticket QR codes cost more processor time than the payment itself: drawn at once, they competed
 * with the payments still waiting for an answer. The gate reads this process's event-loop
 * utilisation (sampled every `SAMPLE_MS`, as @fastify/under-pressure does); while the last sample
 * is above `busy`, a caller waits, for at most `maxWaitMs`, so the work is late, never starved.
 */
const SAMPLE_MS = 250;

export interface BusyGate {
  /** Resolves at once when the process is not busy or the gate is stopped; otherwise when it is no longer busy or after `maxWaitMs`. Returns the ms waited. */
  whenQuiet(): Promise<number>;
  /** The last sample's utilisation (0..1). */
  utilisation(): number;
  /** Opens the gate for good (the instance is stopping: what it has claimed is finished now, not after requests it no longer serves). */
  stop(): void;
}

export function busyGate({ busy = 0.5, maxWaitMs = 10_000 }: { busy?: number; maxWaitMs?: number } = {}): BusyGate {
  let last: EventLoopUtilization = performance.eventLoopUtilization();
  let current = 0;
  const waiting = new Set<() => void>();
  // Once stopped, no sample comes any more: the last one (busy under load) would hold every later caller for maxWaitMs.
  let stopped = false;
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    current = performance.eventLoopUtilization(now, last).utilization;
    last = now;
    if (current <= busy) for (const release of waiting) release();
  }, SAMPLE_MS);
  timer.unref();
  return {
    utilisation: () => current,
    whenQuiet() {
      if (stopped || current <= busy) return Promise.resolve(0);
      const started = performance.now();
      return new Promise((resolve) => {
        const release = () => {
          waiting.delete(release);
          clearTimeout(bound);
          resolve(performance.now() - started);
        };
        const bound = setTimeout(release, maxWaitMs);
        waiting.add(release);
      });
    },
    stop() {
      stopped = true;
      clearInterval(timer);
      for (const release of waiting) release();
    },
  };
}
