import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contentPages } from '../../db/schema';
import { useContentTestApp } from '../../test/content';
import { createTestApp } from '../../test/test-app';
import { createSignedInUser } from '../../test/factories';

const content = useContentTestApp();
const { call } = content;

const spanishTerms = {
  language: 'es',
  title: 'Condiciones del servicio',
  body: '## 1. Qué hace VisaBridge\n\nVisaBridge prepara las solicitudes; los gobiernos las deciden.',
};

const storedVersions = async (slug: string) =>
  content.test.db
    .select({ language: contentPages.language, version: contentPages.version, body: contentPages.body })
    .from(contentPages)
    .where(eq(contentPages.slug, slug))
    .orderBy(contentPages.language);

const languagesOfTerms = async () =>
  (await storedVersions('terms')).map((row) => `${row.language} ${row.version}`);

describe('a page in the reader language', () => {
  it('shows a language not written yet in English, marked as standing in for it', async () => {
    for (const headers of [{ 'accept-language': 'fr-FR,fr;q=0.9' }, {}] as Record<string, string>[]) {
      const response = await call('GET', '/api/content/terms?language=fr', headers);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        slug: 'terms',
        language: 'en',
        isFallback: true,
        title: 'Terms of Service',
      });
      expect(response.json().data.body.length).toBeGreaterThan(100);
    }
    const english = (await call('GET', '/api/content/terms?language=en')).json().data;
    expect(english).toMatchObject({ language: 'en', isFallback: false });
  });

  it('lets an admin write the Spanish Terms as their version 1, leaving the English ones as they were', async () => {
    const englishBefore = (await storedVersions('terms')).find((row) => row.language === 'en');
    const response = await call('PUT', '/api/admin/content/terms', content.admin.headers, spanishTerms);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      slug: 'terms',
      language: 'es',
      isFallback: false,
      version: 1,
      title: 'Condiciones del servicio',
    });
    expect(await storedVersions('terms')).toEqual([
      englishBefore,
      { language: 'es', version: 1, body: spanishTerms.body },
    ]);

    const audit = await call('GET', '/api/admin/audit-log?targetType=content_page', content.admin.headers);
    expect(audit.json().data.items[0]).toMatchObject({
      action: 'content.updated',
      targetLabel: 'Page: Condiciones del servicio (Español)',
      details: { slug: 'terms', language: 'es', version: { from: 0, to: 1 } },
    });
  });

  it('serves the Spanish version to a Spanish reader, by the request language or the one asked for', async () => {
    for (const [url, headers] of [
      ['/api/content/terms', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' }],
      ['/api/content/terms?language=es', {}],
    ] as const) {
      const page = (await call('GET', url, headers)).json().data;
      expect(page).toMatchObject({ language: 'es', isFallback: false, title: 'Condiciones del servicio' });
      expect(page.document[0]).toMatchObject({ tag: 'h2', children: [{ value: '1. Qué hace VisaBridge' }] });
    }
    // French is still not written: English, marked.
    const french = (await call('GET', '/api/content/terms', { 'accept-language': 'fr' })).json().data;
    expect(french).toMatchObject({ language: 'en', isFallback: true });
  });

  it('counts versions per language: saving Spanish again is Spanish version 2, English unchanged', async () => {
    const englishVersion = (await storedVersions('terms')).find((row) => row.language === 'en')?.version;
    const response = await call('PUT', '/api/admin/content/terms', content.admin.headers, spanishTerms);
    expect(response.json()).toMatchObject({ data: { language: 'es', version: 2 } });
    expect(await languagesOfTerms()).toEqual([`en ${englishVersion}`, 'es 2']);
  });

  it('shows the admin which languages each page is written in, and every version for its editor', async () => {
    const list = (await call('GET', '/api/admin/content', content.admin.headers)).json().data;
    const terms = list.find((page: { slug: string }) => page.slug === 'terms');
    expect(terms.title).toBe('Terms of Service');
    expect(terms.editions.map((edition: { language: string }) => edition.language)).toEqual(['en', 'es']);
    expect(terms.editions[1]).toMatchObject({ version: 2, updatedByName: 'Test admin' });

    const editions = await call('GET', '/api/admin/content/terms', content.admin.headers);
    expect(editions.statusCode).toBe(200);
    expect(editions.json().data.map((page: { language: string; version: number }) => page.language)).toEqual([
      'en',
      'es',
    ]);
    expect(editions.json().data[1]).toMatchObject({ body: spanishTerms.body, isFallback: false });
    expect((await call('GET', '/api/admin/content/blog', content.admin.headers)).statusCode).toBe(404);
  });
});

describe('refusals', () => {
  it.each(['xx', 'EN', 'es-ES', 'pseudo'])(
    'refuses a page saved in language %j with 400 and a field message, creating nothing',
    async (language) => {
      const response = await call('PUT', '/api/admin/content/about', content.admin.headers, {
        ...spanishTerms,
        language,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({
        field: 'language',
        message: 'Choose one of the languages offered',
      });
      const [stored] = await content.test.db
        .select({ total: count() })
        .from(contentPages)
        .where(eq(contentPages.slug, 'about'));
      expect(stored?.total).toBe(1);
    },
  );

  it('refuses a page asked for in an unknown language with 400 and a field message', async () => {
    const response = await call('GET', '/api/content/terms?language=klingon');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({
      field: 'language',
      message: 'Choose one of the languages offered',
    });
  });

  it('refuses every role but admin the editor and the saving of any language, changing nothing', async () => {
    for (const role of ['general', 'corporate', 'enterprise', 'agent'] as const) {
      const user = await createSignedInUser(content.test, { role });
      expect((await call('GET', '/api/admin/content/terms', user.headers)).statusCode).toBe(403);
      const saved = await call('PUT', '/api/admin/content/privacy', user.headers, {
        ...spanishTerms,
        language: 'fr',
      });
      expect(saved.statusCode).toBe(403);
    }
    expect((await call('PUT', '/api/admin/content/privacy', {}, spanishTerms)).statusCode).toBe(401);
    const written = await content.test.db
      .select({ language: contentPages.language })
      .from(contentPages)
      .where(eq(contentPages.slug, 'privacy'));
    expect(written).toEqual([{ language: 'en' }]);
  });
});

describe('a site offering English only', () => {
  it('shows the English page to a reader of a language it does not offer, even once written in it', async () => {
    const englishOnly = await createTestApp({ INTERFACE_LANGUAGES: 'en' });
    try {
      const operator = await createSignedInUser(englishOnly, { role: 'admin' });
      const saved = await englishOnly.app.inject({
        method: 'PUT',
        url: '/api/admin/content/terms',
        headers: operator.headers,
        payload: spanishTerms,
      });
      expect(saved.json().data).toMatchObject({ language: 'es', version: 1 });
      const response = await englishOnly.app.inject({
        method: 'GET',
        url: '/api/content/terms?language=es',
        headers: { 'accept-language': 'es' },
      });
      expect(response.json().data).toMatchObject({ language: 'en', isFallback: false });
    } finally {
      await englishOnly.close();
    }
  });
});
