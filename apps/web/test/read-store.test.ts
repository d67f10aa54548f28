import { describe, expect, it } from 'vitest';
import { ReadStore } from '../src/lib/read-store';

/** A read whose answer the test gives when it wants, to order answers as a network might. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('ReadStore', () => {
  it('shares a read already on its way', async () => {
    const store = new ReadStore();
    let calls = 0;
    const read = () => (calls++, Promise.resolve('a'));
    await Promise.all([store.read('k', read), store.read('k', read)]);
    expect(calls).toBe(1);
    expect(store.entry('k')?.data).toBe('a');
  });

  it('keeps the newer answer when an older read answers last', async () => {
    const store = new ReadStore();
    const first = deferred<string>();
    const second = deferred<string>();
    const one = store.read('k', () => first.promise);
    const two = store.read('k', () => second.promise, true);
    second.resolve('new');
    await two;
    first.resolve('old');
    await one;
    expect(store.entry('k')?.data).toBe('new');
    expect(store.entry('k')?.reading).toBeUndefined();
  });

  it('keeps the last answer beside an error', async () => {
    const store = new ReadStore();
    await store.read('k', () => Promise.resolve(1));
    await store.read('k', () => Promise.reject(new Error('down')), true);
    expect(store.entry('k')).toMatchObject({ data: 1, error: new Error('down') });
  });

  it('hands over answers and errors (message and fields) as JSON another store starts from', async () => {
    const server = new ReadStore();
    await server.read('ok', () => Promise.resolve({ n: 2 }));
    await server.read('gone', () => Promise.reject(Object.assign(new Error('Campaign not found'), { status: 404 })));
    const browser = new ReadStore();
    browser.seed(JSON.parse(JSON.stringify(server.answers())));
    expect(browser.entry('ok')?.data).toEqual({ n: 2 });
    expect(browser.entry('gone')?.error).toBeInstanceOf(Error);
    expect(browser.entry('gone')?.error).toMatchObject({ message: 'Campaign not found', status: 404 });
    expect(browser.entry('gone')?.data).toBeUndefined();
  });

  it('reads again on invalidate only while a screen shows the key, and tells it', async () => {
    const store = new ReadStore();
    let n = 0;
    const read = () => Promise.resolve(++n);
    await store.read('k', read);
    store.invalidate('k');
    expect(store.entry('k')).toMatchObject({ data: 1, at: 0 });
    expect(store.entry('k')?.reading).toBeUndefined();
    const seen: unknown[] = [];
    const stop = store.subscribe('k', () => seen.push(store.entry('k')?.data));
    store.invalidate('k');
    await store.entry('k')?.reading;
    expect(store.entry('k')?.data).toBe(2);
    expect(seen.at(-1)).toBe(2);
    stop();
    store.invalidate('k');
    expect(store.entry('k')?.reading).toBeUndefined();
  });

  it('updates an answer as a new entry, and starts from the answers it is given', () => {
    const store = new ReadStore();
    store.seed({ k: { data: { n: 1 } } });
    const before = store.entry('k');
    expect(Date.now() - before!.at).toBeLessThan(1000);
    store.update<{ n: number }>('k', (d) => ({ n: d.n + 1 }));
    expect(store.entry('k')?.data).toEqual({ n: 2 });
    expect(store.entry('k')).not.toBe(before);
    store.update('missing', () => 1);
    expect(store.entry('missing')).toBeUndefined();
  });
});
