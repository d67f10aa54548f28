import { describe, expect, it } from 'vitest';
import { trackedUrl } from '../src/tracking/tracked-url';

describe('the address a page view reports', () => {
  it('leaves out a link\'s token, a campaign page\'s registration and the funnel\'s registration id', () => {
    expect(trackedUrl('https://p.example/my-registration?token=AbCdEfGhIjKlMnOpQrStUv&locale=fr-CA')).toBe('https://p.example/my-registration?token=%3Atoken&locale=fr-CA');
    expect(trackedUrl('https://p.example/campaign_quiz?id=AbCdEfGhIjKlMnOpQrStUv&utm_source=mail')).toBe('https://p.example/campaign_quiz?id=%3Aid&utm_source=mail');
    expect(trackedUrl('https://p.example/registration/AbCdEfGhIjKlMnOpQrStUv/checkout')).toBe('https://p.example/registration/:id/checkout');
  });

  it('keeps every other address as it is', () => {
    for (const href of ['https://p.example/live-training-schedule?course=standard', 'https://p.example/registration?campaign_id=XSWcyRJca9vioeovVKDYEA', 'https://p.example/registration/resume']) {
      expect(trackedUrl(href)).toBe(href);
    }
  });
});
