/** Resolves once `n` contenders have arrived: each waits there for the others (race tests). */
export function barrier(n: number) {
  let arrived = 0;
  let release!: () => void;
  const all = new Promise<void>((r) => (release = r));
  return async () => {
    if (++arrived === n) release();
    await all;
  };
}
