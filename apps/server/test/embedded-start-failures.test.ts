import { appendFileSync, chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { EmbeddedStartError, startEmbeddedPostgres } from '../src/db/embedded';
import { startFailure } from '../src/start-failure';

/** A start that fails says what happened (PostgreSQL's own reason) and what to do, in plain lines. */
const dir = mkdtempSync(join(tmpdir(), 'portal-badconf-'));
chmodSync(dir, 0o755); // a folder the postgres user may pass through, as a clone's usually is
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('names the reason from the database log when the server cannot start, and what to do', { timeout: 60_000 }, async () => {
  const data = join(dir, 'postgres');
  const first = await startEmbeddedPostgres(data);
  await first.stop(); // control: this folder starts when its configuration is sound
  appendFileSync(join(data, 'postgresql.conf'), '\nshared_buffers = plenty\n');

  const err = await startEmbeddedPostgres(data).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(EmbeddedStartError);
  const text = startFailure(err);
  expect(text).toMatch(/^The portal could not start\. The embedded database stopped while starting \(exit code 1\): LOG: +invalid value for parameter "shared_buffers": "plenty" FATAL: +configuration file .* contains errors\n/);
  expect(text).toContain(`move ${data} aside to start with a new, empty database`);
  expect(text.split('\n').length).toBeLessThanOrEqual(2);
});

it('never says "undefined" nor prints a stack for a failure without a message', () => {
  for (const err of [undefined, new Error(''), Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE' })]) {
    const text = startFailure(err);
    expect(text).toMatch(/^The portal could not start/);
    expect(text).not.toMatch(/undefined|\n\s+at /);
  }
});
