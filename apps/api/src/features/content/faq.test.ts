import type { InterfaceLanguage } from '@visabridge/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contentPages } from '../../db/schema';
import { useContentTestApp } from '../../test/content';
import { createSignedInUser } from '../../test/factories';
import { readDefaultPage } from './seed-content-pages';

const content = useContentTestApp();
const { call } = content;

const frenchFaq = {
  language: 'fr',
  title: 'Questions fréquentes',
  body: '## Paiements\n\n### Comment payer ? {#how-to-pay}\n\nPar carte, sur la page [Paiements](/payment).',
};

const storedFaq = async (language: InterfaceLanguage) =>
  (
    await content.test.db
      .select({ version: contentPages.version, title: contentPages.title, body: contentPages.body })
      .from(contentPages)
      .where(and(eq(contentPages.slug, 'faq'), eq(contentPages.language, language)))
  )[0];

describe('GET /api/content/faq', () => {
  it('answers the shipped FAQ in the reader language, by the request language or the one asked for', async () => {
    for (const [url, headers] of [
      ['/api/content/faq', { 'accept-language': 'es-ES,es;q=0.9' }],
      ['/api/content/faq?language=es', {}],
    ] as const) {
      const response = await call('GET', url, headers);
      expect(response.statusCode).toBe(200);
      const faq = response.json().data;
      expect(faq).toMatchObject({ language: 'es', isFallback: false, version: 1 });
      expect(faq.topics).toHaveLength(8);
      expect(faq.topics[0].entries[0]).toMatchObject({
        id: 'need-a-visa',
        question: '¿Cómo sé si necesito visa?',
      });
      expect(faq.topics[0].entries[0].answerText).toContain('Abrir la consulta de visas');
    }
    const arabic = (await call('GET', '/api/content/faq?language=ar')).json().data;
    expect(arabic.topics[0].entries[0]).toMatchObject({
      id: 'need-a-visa',
      question: expect.stringMatching(/تأشيرة/),
    });
  });

  it('answers the English FAQ, marked as standing in, to a reader whose language has none', async () => {
    const german = await storedFaq('de');
    await content.test.db
      .delete(contentPages)
      .where(and(eq(contentPages.slug, 'faq'), eq(contentPages.language, 'de')));
    try {
      const faq = (await call('GET', '/api/content/faq', { 'accept-language': 'de-DE' })).json().data;
      expect(faq).toMatchObject({ language: 'en', isFallback: true });
      expect(faq.topics[0].entries[0].question).toBe('How do I find out whether I need a visa?');
    } finally {
      await content.test.db.insert(contentPages).values({ ...readDefaultPage('faq', 'de'), ...german });
    }
    const english = (await call('GET', '/api/content/faq?language=en')).json().data;
    expect(english).toMatchObject({ language: 'en', isFallback: false });
  });
});

describe('PUT /api/admin/content/faq', () => {
  it('lists the FAQ for the admin with all six languages', async () => {
    const list = (await call('GET', '/api/admin/content', content.admin.headers)).json().data;
    const faq = list.find((page: { slug: string }) => page.slug === 'faq');
    expect(faq.title).toBe('Frequently Asked Questions');
    expect(faq.editions.map((edition: { language: string }) => edition.language)).toEqual([
      'en',
      'es',
      'fr',
      'de',
      'zh',
      'ar',
    ]);
    const editions = (await call('GET', '/api/admin/content/faq', content.admin.headers)).json().data;
    expect(editions[2]).toMatchObject({
      slug: 'faq',
      language: 'fr',
      body: readDefaultPage('faq', 'fr').body,
    });
  });

  it('publishes an edit of the French FAQ as its next version, which a French reader then gets', async () => {
    const response = await call('PUT', '/api/admin/content/faq', content.admin.headers, frenchFaq);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ slug: 'faq', language: 'fr', version: 2 });
    expect(await storedFaq('en')).toMatchObject({ version: 1 });

    const faq = (await call('GET', '/api/content/faq', { 'accept-language': 'fr' })).json().data;
    expect(faq).toMatchObject({ language: 'fr', isFallback: false, version: 2 });
    expect(faq.topics).toEqual([
      {
        title: 'Paiements',
        entries: [expect.objectContaining({ id: 'how-to-pay', question: 'Comment payer ?' })],
      },
    ]);

    const audit = await call('GET', '/api/admin/audit-log?targetType=content_page', content.admin.headers);
    expect(audit.json().data.items[0]).toMatchObject({
      action: 'content.updated',
      details: { slug: 'faq', language: 'fr', version: { from: 1, to: 2 } },
    });
  });

  it('refuses a FAQ that does not follow the structure with 400 and a field message in the reader language, saving nothing', async () => {
    const before = await storedFaq('de');
    const broken = { language: 'de', title: 'FAQ', body: '## Zahlung\n\n### Wie zahle ich?\n\nMit Karte.' };
    const english = await call('PUT', '/api/admin/content/faq', content.admin.headers, broken);
    expect(english.statusCode).toBe(400);
    expect(english.json().errors).toEqual([
      {
        field: 'body',
        message:
          'Line 3: end the question with its address, such as {#visa-fees}: lowercase letters, digits and hyphens',
      },
    ]);
    const french = await call(
      'PUT',
      '/api/admin/content/faq',
      { ...content.admin.headers, 'accept-language': 'fr' },
      broken,
    );
    expect(french.json().errors[0].message).toBe(
      'Ligne 3 : terminez la question par son adresse, par exemple {#visa-fees} : lettres minuscules, chiffres et traits d’union',
    );
    expect(await storedFaq('de')).toEqual(before);
  });

  it('refuses visitors with 401 and every role but admin with 403, changing nothing', async () => {
    const before = await storedFaq('es');
    for (const role of ['general', 'corporate', 'enterprise', 'agent'] as const) {
      const user = await createSignedInUser(content.test, { role });
      expect((await call('GET', '/api/admin/content/faq', user.headers)).statusCode).toBe(403);
      const saved = await call('PUT', '/api/admin/content/faq', user.headers, {
        ...frenchFaq,
        language: 'es',
      });
      expect(saved.statusCode).toBe(403);
    }
    expect(
      (await call('PUT', '/api/admin/content/faq', {}, { ...frenchFaq, language: 'es' })).statusCode,
    ).toBe(401);
    expect(await storedFaq('es')).toEqual(before);
  });
});
