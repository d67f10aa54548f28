import { CSRF_REFUSED } from '@portal/domain/errors/app-error';
import { readErrorText } from '@portal/domain/errors/error-text';
import { busyRetryAfterMs, resendDelayMs } from '@portal/domain/http/resend-when-busy';
import { readCookie } from './cookies';
import { i18next } from './i18n';

/**
 * The one HTTP client: JSON, credentials, the XSRF token echoed from its cookie, no timeout.
 * Errors carry the text to show: the server's (already in the user's locale) for 4xx, the
 * generic text for network failures and 5xx. Writes that may be repeated are sent again by
 * themselves while the server answers that it is busy (CallOptions.resendWhenBusy).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields: Record<string, string> = {},
    /** The server's machine-readable `code`, when it sends one (AppError's code). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Transport = (path: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (path, init) => fetch(path, init);

/**
 * The server's render of a page reads the API in-process (entry-server.tsx): Node's fetch has no
 * page origin to resolve '/api/…' against, and a request to itself would cost a socket.
 */
export function setTransport(next: Transport): void {
  transport = next;
}

/** A call's options beyond fetch's own. */
export interface CallOptions extends RequestInit {
  /**
   * A write the server treats as safe to send again after its busy answer (503 with Retry-After:
   * its transaction was rolled back): the client sends the same request again by itself, after
   * the wait the server asks for, within the bound of domain http/resend-when-busy.ts, and says
   * meanwhile that it is still working (onResendingChange). Reads are never sent again. The
   * endpoint's function says why a repeat is safe.
   */
  resendWhenBusy?: boolean;
}

export async function request<T>(method: Method, path: string, body?: unknown, options: CallOptions = {}): Promise<T> {
  const { resendWhenBusy = false, ...init } = options;
  const started = Date.now();
  let { res, data } = await attempt(method, path, body, init);
  let waitMs = resendWhenBusy && method !== 'GET' ? busyRetryAfterMs(res.status, res.headers.get('retry-after')) : null;
  if (waitMs !== null) {
    resendingChanged(1);
    try {
      for (let attempts = 1; waitMs !== null; attempts++) {
        const delay = resendDelayMs(attempts, Date.now() - started, waitMs);
        if (delay === null) throw new ApiError(i18next.t('errors:busyGaveUp'), 503);
        await new Promise((resolve) => setTimeout(resolve, delay));
        ({ res, data } = await attempt(method, path, body, init));
        waitMs = busyRetryAfterMs(res.status, res.headers.get('retry-after'));
      }
    } finally {
      resendingChanged(-1);
    }
  }
  if (res.ok) return data as T;
  if (res.status >= 500) throw new ApiError(i18next.t('errors:generic'), res.status);
  const fields = (data as { fields?: Record<string, string> } | null)?.fields ?? {};
  const code = (data as { code?: unknown } | null)?.code;
  throw new ApiError(readErrorText(data, i18next.t('errors:unknown')), res.status, fields, typeof code === 'string' ? code : undefined);
}

/** One sending of a request, with its XSRF token (asked for before a first write). */
async function attempt(method: Method, path: string, body: unknown, init: RequestInit): Promise<{ res: Response; data: unknown }> {
  const token = readCookie('XSRF-TOKEN') ?? (method === 'GET' ? undefined : await askXsrfToken());
  let { res, data } = await send(method, path, body, init, token);
  // Two responses that arrive together (the app's first write and a read without a cookie yet) may
  // each set a new XSRF cookie, and the write's header then names the one replaced. The server
  // refuses that before anything runs, with this code: ask which token the browser holds now and
  // send it again (twice at most: a third response in flight could replace it once more).
  for (let again = 0; again < 2 && res.status === 403 && (data as { code?: unknown } | null)?.code === CSRF_REFUSED; again++) {
    ({ res, data } = await send(method, path, body, init, await askXsrfToken()));
  }
  return { res, data };
}

/** Requests waiting to be sent again (a busy server), for the page's 'still working' status. */
let resending = 0;
const resendingListeners = new Set<() => void>();

function resendingChanged(by: 1 | -1): void {
  resending += by;
  for (const listener of resendingListeners) listener();
}

/** Whether a request is being sent again after a busy answer (useSyncExternalStore's snapshot). */
export const isResending = (): boolean => resending > 0;

/** Calls `listener` when isResending() may have changed; returns the unsubscribe. */
export function onResendingChange(listener: () => void): () => void {
  resendingListeners.add(listener);
  return () => resendingListeners.delete(listener);
}

async function send(method: Method, path: string, body: unknown, init: RequestInit, token: string | undefined): Promise<{ res: Response; data: unknown }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers['X-XSRF-TOKEN'] = token;
  let res: Response;
  try {
    res = await transport(path, { ...init, method, headers, credentials: 'include', body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiError(i18next.t('errors:generic'), 0);
  }
  return { res, data: res.status === 204 ? null : await res.json().catch(() => null) };
}

/**
 * Pages come without the XSRF cookie (so a CDN can keep them): before its first write, the app
 * asks the API for one. The answer names the token the browser holds (the cookie it sent, or the
 * one set with this response), which `document.cookie` may show late. A failure here surfaces as
 * the write's own error.
 */
async function askXsrfToken(): Promise<string | undefined> {
  const res = await fetch('/api/csrf', { credentials: 'include', headers: { Accept: 'application/json' } }).catch(() => undefined);
  const token = ((await res?.json().catch(() => null)) as { token?: unknown } | null)?.token;
  return typeof token === 'string' ? token : readCookie('XSRF-TOKEN');
}

/** The generic GET helper: returns the response data. */
export const get = <T>(path: string, init?: RequestInit) => request<T>('GET', path, undefined, init);
export const post = <T>(path: string, body: unknown, options?: CallOptions) => request<T>('POST', path, body, options);
export const patch = <T>(path: string, body: unknown, options?: CallOptions) => request<T>('PATCH', path, body, options);
