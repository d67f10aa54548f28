import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { builtWebDist } from './helpers/web-dist';

/**
 * Issue 52, item 5: the privacy policy says how long CE records are kept, in the years the operator
 * set (RETENTION_CE_RECORDS_YEARS), and what an erasure leaves of them. Rendered by the server
 * (needs npm run build). The control is the default: 6 years where 8 were not set.
 */
const keepSection = async (t: TestApp, locale: string) => {
  const body = (await t.call({ method: 'GET', url: `/provider/privacy?locale=${locale}` })).body;
  const section = body.slice(body.indexOf('id="keep"'), body.indexOf('id="cookies"'));
  return section.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'");
};

// One app at a time: the web app's render keeps the site configuration it was handed, per process.
async function withApp(env: Record<string, string>, check: (t: TestApp) => Promise<void>) {
  const t = await createTestApp({ WEB_DIST: builtWebDist(), ...env });
  try {
    await check(t);
  } finally {
    await t.close();
  }
}

describe('the privacy policy on CE records', () => {
  it('says the years set, in en, en-CA and fr-CA, and what an erasure keeps', async () => {
    await withApp({ RETENTION_CE_RECORDS_YEARS: '8' }, async (t) => {
      for (const locale of ['en', 'en-CA']) {
        const text = await keepSection(t, locale);
        expect(text).toContain('kept for 8 years after each course');
        expect(text).toContain('your name and AGD member ID only');
        expect(text).not.toContain('6 years');
      }
      const fr = await keepSection(t, 'fr-CA');
      expect(fr).toContain('pendant 8 ans après chaque cours');
      expect(fr).toContain('seulement votre nom et votre numéro de membre AGD');
      // The public configuration the browser's app reads says the same.
      expect((await t.call({ method: 'GET', url: '/api/site-config' })).json()).toMatchObject({ ceRecordYears: 8 });
    });
  });

  it('control: unset, the default of 6 years', async () => {
    await withApp({}, async (t) => {
      expect(await keepSection(t, 'en')).toContain('kept for 6 years after each course');
      expect(await keepSection(t, 'fr-CA')).toContain('pendant 6 ans après chaque cours');
    });
  });
});
