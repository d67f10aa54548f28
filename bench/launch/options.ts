import { readArgs } from '../../apps/server/src/platform/cli/args';

/** bench:launch's command line (the project's parser: --help, misuse exits 2). */
export interface LaunchOptions {
  n: number;
  rate: number;
  seconds: number;
  burst: number;
  instances: 1 | 2;
  capacity: number;
  out: string;
  compare?: string;
  mailWaitSeconds: number;
}

const USAGE = 'Usage: npm run bench:launch -- [--n=600] [--rate=20] [--seconds=30] [--burst=100] [--instances=2] [--capacity=N] [--mail-wait=120] [--out=FILE] [--compare=FILE]';
const HELP = `${USAGE}

Registrants through the real funnel over HTTP, against the compiled server (npm run build first)
run as production runs it, behind HAProxy, on an embedded PostgreSQL under data/bench-launch.

  --n=600          registrants (funnel mode): arrivals stop at n or after --seconds
  --rate=20        arrivals per second
  --seconds=30     how long arrivals go on (funnel mode)
  --burst=100      burst mode: that many registrants brought to checkout (at --rate), then all
                   their payments pressed at the same moment
  --instances=2    portal instances behind HAProxy (1 or 2)
  --capacity=N     the session's seats (default: 80 % of the seats asked for in funnel mode, so the
                   last arrivals meet 'sold out'; every seat asked for in burst mode)
  --mail-wait=120  seconds to wait for the mail queue to empty after the last payment
  --out=FILE       the result as JSON (default data/bench-launch/result.json)
  --compare=FILE   an earlier result (e.g. --instances=1) printed beside this one`;

export function launchOptions(): LaunchOptions {
  const { values } = readArgs(
    {
      n: { type: 'string' }, rate: { type: 'string' }, seconds: { type: 'string' }, burst: { type: 'string' }, instances: { type: 'string' },
      capacity: { type: 'string' }, out: { type: 'string' }, compare: { type: 'string' }, 'mail-wait': { type: 'string' },
    },
    HELP,
    USAGE,
  );
  const num = (name: string, v: string | undefined, fallback: number, min: number, max: number) => {
    const x = v === undefined ? fallback : Number(v);
    if (!Number.isFinite(x) || x < min || x > max) {
      console.error(`--${name} must be a number from ${min} to ${max}.\n${USAGE}`);
      process.exit(2);
    }
    return x;
  };
  const burst = Math.floor(num('burst', values.burst, 0, 0, 2000));
  const rate = num('rate', values.rate, 20, 0.1, 500);
  const seconds = num('seconds', values.seconds, 30, 1, 600);
  const n = burst || Math.floor(num('n', values.n, Math.round(rate * seconds), 1, 20_000));
  const instances = Math.floor(num('instances', values.instances, 2, 1, 2));
  return {
    n, rate, seconds: burst ? 600 : seconds, burst, instances: instances === 1 ? 1 : 2,
    capacity: Math.floor(num('capacity', values.capacity, 0, 0, 1_000_000)),
    out: values.out ?? 'data/bench-launch/result.json',
    compare: values.compare,
    mailWaitSeconds: num('mail-wait', values['mail-wait'], 120, 5, 600),
  };
}
