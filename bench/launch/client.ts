import { busyRetryAfterMs, resendDelayMs } from '@portal/domain/http/resend-when-busy';

/**
 * A simulated browser: its own XSRF cookie and header pair (GET /api/csrf, as the web app asks
 * before a first write), its own client address (X-Forwarded-For, which the instances trust from
 * HAProxy on loopback: each registrant is a different person to the rate limits), and the web's
 * resend rule (domain http/resend-when-busy.ts): a 503 with Retry-After is sent again, the same
 * body, after the delay the server asks for, within the same bound. Every call is recorded.
 */
export interface Sample {
  step: string;
  /** From the first sending to the last answer, waits included: what the person waits. */
  ms: number;
  status: number;
  /** Times sent again after a busy answer. */
  resends: number;
  /** Start, ms since the bench's clock origin (performance.now()). */
  at: number;
}

export class Recorder {
  samples: Sample[] = [];
  add(s: Sample) {
    this.samples.push(s);
  }
}

export interface Answer {
  status: number;
  body: any;
  resends: number;
}

/** Each request is bounded: no answer within this is a failure (status 0). */
const REQUEST_TIMEOUT_MS = 30_000;

export async function openBrowser(base: string, address: string, rec: Recorder) {
  const headers: Record<string, string> = { accept: 'application/json', 'x-forwarded-for': address };
  const send = async (method: string, path: string, body: unknown) => {
    try {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await res.text();
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = text.slice(0, 200);
      }
      return { status: res.status, retryAfter: res.headers.get('retry-after'), setCookie: res.headers.get('set-cookie'), json };
    } catch {
      return { status: 0, retryAfter: null, setCookie: null, json: null };
    }
  };

  const call = async (step: string, method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<Answer> => {
    const started = performance.now();
    let answer = await send(method, path, body);
    let resends = 0;
    // Reads are never sent again (as the web's client); writes after the server's busy answer only.
    let waitMs = method === 'GET' ? null : busyRetryAfterMs(answer.status, answer.retryAfter);
    while (waitMs !== null) {
      const delay = resendDelayMs(resends + 1, performance.now() - started, waitMs);
      if (delay === null) break;
      await new Promise((resolve) => setTimeout(resolve, delay));
      answer = await send(method, path, body);
      resends += 1;
      waitMs = busyRetryAfterMs(answer.status, answer.retryAfter);
    }
    rec.add({ step, ms: performance.now() - started, status: answer.status, resends, at: started });
    return { status: answer.status, body: answer.json, resends };
  };

  const first = await call('csrf', 'GET', '/api/csrf');
  const token = (first.body as { token?: string } | null)?.token;
  if (first.status !== 200 || !token) return null;
  headers['x-xsrf-token'] = token;
  headers.cookie = `XSRF-TOKEN=${token}`;
  return { call };
}

export type Browser = NonNullable<Awaited<ReturnType<typeof openBrowser>>>;
