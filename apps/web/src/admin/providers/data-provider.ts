import { HttpError, type DataProvider, type RaRecord } from 'react-admin';
import { ApiError, request } from '../../lib/api-client';

/**
 * react-admin's data provider over the admin API: `/api/admin/<resource>`, lists answer
 * `{ data, total }`, every write goes through the one API client (XSRF token, credentials).
 * Errors become react-admin's HttpError with the server's text (already in the staff member's
 * locale) and its per-field messages, so forms show them under the fields.
 */
const base = (resource: string) => `/api/admin/${resource}`;

async function call<T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T> {
  try {
    return await request<T>(method, path, body);
  } catch (err) {
    if (err instanceof ApiError) throw new HttpError(err.message, err.status, { errors: formErrors(err), code: err.code });
    throw err;
  }
}

/**
 * react-admin's server-side validation: field errors go under their fields, and `root.serverError`
 * is the notice shown with them (the server's own text, not the generic 'check the highlighted field').
 */
function formErrors(err: ApiError): Record<string, unknown> {
  return Object.keys(err.fields).length ? { ...err.fields, root: { serverError: err.message } } : err.fields;
}

/** Query string of a list: page, perPage, sort and the filters that have a value. */
export function listQuery(params: { pagination?: { page: number; perPage: number }; sort?: { field: string; order: string }; filter?: Record<string, unknown> }) {
  const q = new URLSearchParams();
  if (params.pagination) {
    q.set('page', String(params.pagination.page));
    q.set('perPage', String(params.pagination.perPage));
  }
  if (params.sort?.field && params.sort.field !== 'id') {
    q.set('sort', params.sort.field);
    q.set('order', params.sort.order.toLowerCase());
  }
  for (const [key, value] of Object.entries(params.filter ?? {})) {
    if (value !== undefined && value !== null && value !== '') q.set(key, String(value));
  }
  return q.toString();
}

// Records are whatever the admin API answers: `never` lets react-admin's generic record types accept them.
type Page = { data: never[]; total: number };
const one = (resource: string, id: unknown) => `${base(resource)}/${encodeURIComponent(String(id))}`;

export const dataProvider: DataProvider = {
  getList: (resource, params) => call<Page>('GET', `${base(resource)}?${listQuery(params)}`),
  getOne: async (resource, { id }) => ({ data: await call<never>('GET', one(resource, id)) }),
  getMany: async (resource, { ids }) => ({ data: await Promise.all(ids.map((id) => call<never>('GET', one(resource, id)))) }),
  getManyReference: (resource, params) => call<Page>('GET', `${base(resource)}?${listQuery({ ...params, filter: { ...params.filter, [params.target]: params.id } })}`),
  create: async (resource, { data }) => ({ data: await call<never>('POST', base(resource), data) }),
  update: async (resource, { id, data }) => ({ data: await call<never>('PATCH', one(resource, id), data) }),
  updateMany: async (resource, { ids, data }) => {
    await Promise.all(ids.map((id) => call('PATCH', one(resource, id), data)));
    return { data: ids };
  },
  delete: async (resource, { id, previousData }) => {
    await call('DELETE', one(resource, id));
    return { data: (previousData ?? { id }) as never };
  },
  deleteMany: async (resource, { ids }) => {
    await Promise.all(ids.map((id) => call('DELETE', one(resource, id))));
    return { data: ids };
  },
};

/** An action that is not plain CRUD (disable, publish, cancel…): POST /api/admin/<resource>/<id>/<action>. */
export const postAction = <T = RaRecord>(resource: string, id: string, action: string, body: unknown = {}) =>
  call<T>('POST', `${base(resource)}/${encodeURIComponent(id)}/${action}`, body);

/** A read that is not plain CRUD (a quote…): GET /api/admin/<resource>/<id>/<action>?<query>. */
export const getAction = <T>(resource: string, id: string, action: string, query: Record<string, string>) =>
  call<T>('GET', `${base(resource)}/${encodeURIComponent(id)}/${action}?${new URLSearchParams(query).toString()}`);
