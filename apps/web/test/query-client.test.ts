import { hydrate } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/lib/api-client';
import { createQueryClient, handOver, takeOver } from '../src/lib/query-client';

describe("the server render's hand-over", () => {
  it('carries answers and errors through the page JSON, errors as ApiErrors with their status and fields', async () => {
    const server = createQueryClient();
    await server.prefetchQuery({ queryKey: ['ok'], queryFn: () => Promise.resolve({ n: 1 }) });
    await server.prefetchQuery({ queryKey: ['gone'], queryFn: () => Promise.reject(new ApiError('The requested item was not found', 404, { id: 'unknown' }, 'NOT_FOUND')) });
    const handed = handOver(server);
    expect(handed?.queries).toHaveLength(2);

    const browser = createQueryClient();
    hydrate(browser, takeOver(JSON.parse(JSON.stringify(handed))));
    expect(browser.getQueryData(['ok'])).toEqual({ n: 1 });
    const { status, error } = browser.getQueryState(['gone'])!;
    expect(status).toBe('error');
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'The requested item was not found', status: 404, fields: { id: 'unknown' }, code: 'NOT_FOUND' });
  });

  it('hands nothing over when the page read nothing, and leaves reads still on their way out', async () => {
    const server = createQueryClient();
    expect(handOver(server)).toBeUndefined();
    void server.prefetchQuery({ queryKey: ['slow'], queryFn: () => new Promise(() => {}) });
    expect(handOver(server)).toBeUndefined();
  });
});
