import { contentSlugs, editableSlugs, type InterfaceLanguage } from '@visabridge/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contentPages } from '../../db/schema';
import { useContentTestApp } from '../../test/content';
import { createSignedInUser } from '../../test/factories';
import { seedContentPages } from './seed-content-pages';
import { contentPageTargetId } from './update-content-page';

const content = useContentTestApp();
const { call } = content;
const storedPage = async (slug: string, language: InterfaceLanguage = 'en') =>
  (
    await content.test.db
      .select()
      .from(contentPages)
      .where(and(eq(contentPages.slug, slug), eq(contentPages.language, language)))
  )[0];

const newTerms = {
  title: 'Terms of Service',
  body: '## 1. What VisaBridge does\n\nVisaBridge prepares applications; governments decide them.',
};

describe('GET /api/content/{slug}', () => {
  it('serves the shipped Privacy Policy to a visitor, at version 1', async () => {
    const response = await call('GET', '/api/content/privacy');
    expect(response.statusCode).toBe(200);
    const page = response.json().data;
    expect(page).toMatchObject({
      slug: 'privacy',
      language: 'en',
      isFallback: false,
      title: 'Privacy Policy',
      version: 1,
    });
    expect(page.body).toContain("only the card's brand and its last four digits");
    expect(page.body).not.toMatch(/^# /);
    expect(Date.parse(page.updatedAt)).not.toBeNaN();
  });

  it('has a page for every footer slug, each with its own heading outline', async () => {
    for (const slug of contentSlugs) {
      const page = (await call('GET', `/api/content/${slug}`)).json().data;
      expect(page.title.length).toBeGreaterThan(3);
      expect(page.body).toMatch(/^## /m);
    }
  });

  it('answers 404 for a page that does not exist', async () => {
    const response = await call('GET', '/api/content/blog');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, message: 'This page does not exist' });
  });
});

describe('GET /api/admin/content', () => {
  it('lists the eight pages in footer order, then the FAQ, for an admin, without bodies', async () => {
    const response = await call('GET', '/api/admin/content', content.admin.headers);
    expect(response.statusCode).toBe(200);
    const pages = response.json().data;
    expect(pages.map((page: { slug: string }) => page.slug)).toEqual([...editableSlugs]);
    expect(pages[0]).toMatchObject({
      title: 'About VisaBridge',
      editions: [{ language: 'en', title: 'About VisaBridge', version: 1, updatedByName: null }],
    });
    expect(pages[0].editions[0].body).toBeUndefined();
  });

  it('refuses visitors with 401 and every other role with 403', async () => {
    expect((await call('GET', '/api/admin/content')).statusCode).toBe(401);
    for (const role of ['general', 'corporate', 'enterprise', 'agent'] as const) {
      const user = await createSignedInUser(content.test, { role });
      expect((await call('GET', '/api/admin/content', user.headers)).statusCode).toBe(403);
    }
  });
});

describe('PUT /api/admin/content/{slug}', () => {
  it('publishes the edit as the next version and records who changed what', async () => {
    const before = await storedPage('terms');
    if (!before) throw new Error('the Terms were not seeded');
    const response = await call('PUT', '/api/admin/content/terms', content.admin.headers, newTerms);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Terms of Service saved as version 2',
      data: { slug: 'terms', version: 2, body: newTerms.body },
    });
    const published = (await call('GET', '/api/content/terms')).json().data;
    expect(published).toMatchObject({ version: 2, body: newTerms.body });
    // The page's elements come made from the new text, so the page needs no Markdown parser.
    expect(published.document).toEqual([
      {
        type: 'element',
        tag: 'h2',
        attributes: {},
        children: [{ type: 'text', value: '1. What VisaBridge does' }],
      },
      { type: 'text', value: '\n' },
      {
        type: 'element',
        tag: 'p',
        attributes: {},
        children: [{ type: 'text', value: 'VisaBridge prepares applications; governments decide them.' }],
      },
    ]);
    expect(Date.parse(published.updatedAt)).toBeGreaterThan(before.updatedAt.getTime());

    const list = (await call('GET', '/api/admin/content', content.admin.headers)).json().data;
    const [listed] = list.find((page: { slug: string }) => page.slug === 'terms').editions;
    expect(listed).toMatchObject({ language: 'en', version: 2, updatedByName: 'Test admin' });
    expect(listed).not.toHaveProperty('body');
    expect(listed).not.toHaveProperty('document');

    const audit = await call('GET', '/api/admin/audit-log?targetType=content_page', content.admin.headers);
    expect(audit.json().data.items[0]).toMatchObject({
      action: 'content.updated',
      actorId: content.admin.user.id,
      targetId: contentPageTargetId('terms'),
      targetLabel: 'Page: Terms of Service (English)',
      details: {
        slug: 'terms',
        language: 'en',
        version: { from: 1, to: 2 },
        title: { from: 'Terms of Service', to: 'Terms of Service' },
        characters: { from: before.body.length, to: newTerms.body.length },
      },
    });
  });

  it('counts every save: a second edit is version 3', async () => {
    const response = await call('PUT', '/api/admin/content/terms', content.admin.headers, {
      ...newTerms,
      title: 'Terms of Use',
    });
    expect(response.json().data).toMatchObject({ version: 3, title: 'Terms of Use' });
  });

  it.each([
    ['title', { title: '  ' }, 'Title is required'],
    ['title', { title: 'T'.repeat(121) }, 'Must be at most 120 characters'],
    ['body', { body: 'Too short' }, 'Write at least 20 characters'],
    ['body', { body: 'x'.repeat(60_001) }, 'Must be at most 60,000 characters'],
  ])('rejects a bad %s with 400 and a field message, changing nothing', async (field, change, message) => {
    const response = await call('PUT', '/api/admin/content/about', content.admin.headers, {
      ...newTerms,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
    expect(await storedPage('about')).toMatchObject({ version: 1, title: 'About VisaBridge' });
  });

  it('answers 404 for a page that does not exist, creating nothing', async () => {
    const response = await call('PUT', '/api/admin/content/blog', content.admin.headers, newTerms);
    expect(response.statusCode).toBe(404);
    expect(await storedPage('blog')).toBeUndefined();
  });

  it('refuses visitors with 401 and agents and travellers with 403, changing nothing', async () => {
    expect((await call('PUT', '/api/admin/content/about', {}, newTerms)).statusCode).toBe(401);
    for (const role of ['general', 'agent'] as const) {
      const user = await createSignedInUser(content.test, { role });
      expect((await call('PUT', '/api/admin/content/about', user.headers, newTerms)).statusCode).toBe(403);
    }
    expect(await storedPage('about')).toMatchObject({ version: 1, title: 'About VisaBridge' });
  });
});

describe('the shipped texts at start', () => {
  it('adds a missing page and keeps an edited one, also when two instances start at once', async () => {
    await content.test.db.delete(contentPages).where(eq(contentPages.slug, 'press'));
    await Promise.all([seedContentPages(content.test.db), seedContentPages(content.test.db)]);
    expect(await storedPage('press')).toMatchObject({ title: 'Press', version: 1 });
    expect(await storedPage('terms')).toMatchObject({ title: 'Terms of Use', version: 3 });
  });
});
