import { describe, expect, it } from 'vitest';
import { maskUrl } from '../src/platform/redact';

describe('the address a log line keeps', () => {
  it('has no capability token: a registrant\'s page, a door ticket', () => {
    expect(maskUrl('/api/my-registration/AbCdEfGhIjKlMnOpQrStUv?locale=fr-CA')).toBe('/api/my-registration/…?locale=…');
    expect(maskUrl('/api/tickets/AbCdEfGhIjKlMnOpQrStUv/ticket.pdf')).toBe('/api/tickets/…/ticket.pdf');
  });

  it('masks e-mail addresses and keeps only the query\'s names', () => {
    expect(maskUrl('/api/certificate/jane.doe@example.com?x=1')).toBe('/api/certificate/j***@example.com?x=…');
  });

  it('keeps every other path as it is', () => {
    expect(maskUrl('/api/events/')).toBe('/api/events/');
    expect(maskUrl('/api/my-registrations')).toBe('/api/my-registrations');
  });
});
