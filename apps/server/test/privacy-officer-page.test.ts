import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createTestApp, type TestApp } from './helpers/test-app';
import { builtWebDist } from './helpers/web-dist';

/**
 * Issue 39 (8a): the privacy policy names the person in charge of personal information. Unset,
 * PRIVACY_OFFICER_NAME and _TITLE leave the role to the catalog, in the page's language (the
 * fr-CA page once said it in English); set, the page shows what the operator set. Needs the web
 * build (npm run build): the page is rendered by the server.
 */
// One app at a time: the web app's render keeps the site configuration it was handed, per process.
let unset: TestApp;
beforeAll(async () => {
  unset = await createTestApp({ WEB_DIST: builtWebDist() });
});
afterAll(() => unset.close());

/** The officer's section as rendered, tags removed. */
const officer = async (t: TestApp, locale: string) => {
  const body = (await t.call({ method: 'GET', url: `/provider/privacy?locale=${locale}` })).body;
  const section = body.slice(body.indexOf('id="officer"'), body.indexOf('id="collect"'));
  return section.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'");
};

describe('the privacy policy\'s person in charge', () => {
  it('is the catalog\'s name and title in fr-CA when the operator set none', async () => {
    const text = await officer(unset, 'fr-CA');
    expect(text).toContain('Responsable de la protection de la vie privée (Responsable de la protection des renseignements personnels)');
    expect(text).not.toContain('Person in charge');
    expect(text).not.toContain('Privacy Officer');
    expect(await officer(unset, 'en')).toContain('Privacy Officer (Person in charge of the protection of personal information)');
  });

  it('is what the operator set, in every language', async () => {
    await unset.close();
    const set = await createTestApp({ WEB_DIST: builtWebDist(), PRIVACY_OFFICER_NAME: 'Marie Gagnon', PRIVACY_OFFICER_TITLE: 'Directrice de la conformité' });
    try {
      for (const locale of ['fr-CA', 'en']) expect(await officer(set, locale)).toContain('Marie Gagnon (Directrice de la conformité)');
    } finally {
      await set.close();
      unset = await createTestApp({ WEB_DIST: builtWebDist() });
    }
  });

  it('leaves name and title empty in the configuration when unset (the page fills them in)', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).site.privacyOfficer).toMatchObject({ name: '', title: '' });
  });
});
