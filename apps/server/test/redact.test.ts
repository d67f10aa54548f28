import { describe, expect, it } from 'vitest';
import { maskUrl } from '../src/platform/redact';

describe('the address a log line keeps', () => {
  it('has no capability token: a registrant\'s page, a door ticket', () => {
    expect(maskUrl('/api/my-registration/AbCdEfGhIjKlMnOpQrStUv?locale=fr-CA')).toBe('/api/my-registration/…?locale=…');
    expect(maskUrl('/api/tickets/AbCdEfGhIjKlMnOpQrStUv/ticket.pdf')).toBe('/api/tickets/…/ticket.pdf');
  });

  it('has no registration id: the funnel\'s pages and API, the confirmation, the staff\'s screens (issue 50 item 3)', () => {
    const id = 'AbCdEfGhIjKlMnOpQrStUv';
    const cases: [string, string][] = [
      [`/api/quiz/${id}`, '/api/quiz/…'],
      [`/api/confirmation/${id}/my-registration-link?locale=fr-CA`, '/api/confirmation/…/my-registration-link?locale=…'],
      [`/api/confirmation/${id}`, '/api/confirmation/…'],
      [`/api/cart/${id}?coupon=X`, '/api/cart/…?coupon=…'],
      [`/api/scorm-modules/${id}`, '/api/scorm-modules/…'],
      [`/api/receipts/${id}/R-2026-000001.pdf`, '/api/receipts/…/R-2026-000001.pdf'],
      [`/api/enrolment/${id}/calendar.ics`, '/api/enrolment/…/calendar.ics'],
      [`/api/provider/id/${id}`, '/api/provider/id/…'],
      [`/api/admin/registrations/${id}/cancel`, '/api/admin/registrations/…/cancel'],
      [`/registration/${id}/complete`, '/registration/…/complete'],
      [`/campaign_confirmation?id=${id}`, '/campaign_confirmation?id=…'],
    ];
    for (const [url, logged] of cases) expect(maskUrl(url), url).toBe(logged);
  });

  it('keeps the paths that name no registration', () => {
    for (const url of ['/registration/resume', '/api/scorm-modules/update', '/api/quiz/', '/api/admin/registrations', '/registration']) expect(maskUrl(url)).toBe(url);
  });

  it('masks e-mail addresses and keeps only the query\'s names', () => {
    expect(maskUrl('/api/certificate/jane.doe@example.com?x=1')).toBe('/api/certificate/j***@example.com?x=…');
  });

  it('keeps every other path as it is', () => {
    expect(maskUrl('/api/events/')).toBe('/api/events/');
    expect(maskUrl('/api/my-registrations')).toBe('/api/my-registrations');
  });
});
