import { afterEach, describe, expect, it } from 'vitest';
import { busyGate, type BusyGate } from '../src/platform/jobs/busy-gate';

/** Keeps the event loop busy for `ms` in short synchronous slices, as a burst of requests does. */
async function busyFor(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    const slice = performance.now() + 20;
    while (performance.now() < slice) { /* work */ }
    await new Promise((r) => setImmediate(r));
  }
}

let gate: BusyGate | undefined;
afterEach(() => gate?.stop());

describe('background work gives way to requests (busy gate)', () => {
  it('a quiet process lets work through at once', async () => {
    gate = busyGate();
    await expect.poll(() => gate!.utilisation()).toBeLessThan(0.5);
    expect(await gate.whenQuiet()).toBe(0);
  });

  it('a busy process holds work until it is quiet again', async () => {
    gate = busyGate();
    const busy = busyFor(1200);
    await busyFor(600);
    expect(gate.utilisation()).toBeGreaterThan(0.5);
    const start = performance.now();
    const waited = await gate.whenQuiet();
    expect(waited).toBeGreaterThan(0);
    // Let through only once the busy spell was over (sampled every 250 ms).
    await busy;
    expect(performance.now() - start).toBeGreaterThan(200);
  });

  it('never holds work longer than its bound', async () => {
    gate = busyGate({ maxWaitMs: 300 });
    const busy = busyFor(2000);
    await busyFor(600);
    const waited = await gate.whenQuiet();
    expect(waited).toBeGreaterThanOrEqual(290);
    expect(waited).toBeLessThan(1000);
    await busy;
  });
});
