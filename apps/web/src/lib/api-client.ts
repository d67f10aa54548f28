import { CSRF_REFUSED } from '@portal/domain/errors/app-error';
import { readErrorText } from '@portal/domain/errors/error-text';
import { readCookie } from './cookies';
import { i18next } from './i18n';

/**
 * The one HTTP client: JSON, credentials, the XSRF token echoed from its cookie, no timeout.
 * Errors carry the text to show: the server's (already in the user's locale) for 4xx, the
 * generic text for network failures and 5xx.
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

export async function request<T>(method: Method, path: string, body?: unknown, init: RequestInit = {}): Promise<T> {
  const token = readCookie('XSRF-TOKEN') ?? (method === 'GET' ? undefined : await askXsrfToken());
  let { res, data } = await send(method, path, body, init, token);
  // Two responses that arrive together (the app's first write and a read without a cookie yet) may
  // each set a new XSRF cookie, and the write's header then names the one replaced. The server
  // refuses that before anything runs, with this code: ask which token the browser holds now and
  // send it again (twice at most: a third response in flight could replace it once more).
  for (let again = 0; again < 2 && res.status === 403 && (data as { code?: unknown } | null)?.code === CSRF_REFUSED; again++) {
    ({ res, data } = await send(method, path, body, init, await askXsrfToken()));
  }
  if (res.ok) return data as T;
  if (res.status >= 500) throw new ApiError(i18next.t('errors:generic'), res.status);
  const fields = (data as { fields?: Record<string, string> } | null)?.fields ?? {};
  const code = (data as { code?: unknown } | null)?.code;
  throw new ApiError(readErrorText(data, i18next.t('errors:unknown')), res.status, fields, typeof code === 'string' ? code : undefined);
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
export const post = <T>(path: string, body: unknown) => request<T>('POST', path, body);
export const patch = <T>(path: string, body: unknown) => request<T>('PATCH', path, body);
