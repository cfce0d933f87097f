import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { applicationRatings, applications, users } from '../../db/schema';
import { createSignedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({
    SUPPORT_EMAIL: 'help@visabridge.test',
    SUPPORT_HOURS: '24 / 7',
    SOCIAL_LINKS: 'https://www.linkedin.com/company/visabridge, https://social.example.org/@visabridge',
  });
});
afterAll(() => test.close());

const stats = async () => (await test.app.inject({ method: 'GET', url: '/api/platform/stats' })).json().data;

/** Decided applications of a new applicant going to Japan, straight into the database. */
const decide = async (outcomes: string[], firstName = 'Amara') => {
  const applicant = await createSignedInUser(test);
  await test.db.update(users).set({ firstName, lastName: 'Nwosu' }).where(eq(users.id, applicant.user.id));
  return test.db
    .insert(applications)
    .values(
      outcomes.map((status) => ({
        userId: applicant.user.id,
        toCountry: 'JP',
        visaType: 'tourist',
        purpose: 'tourist',
        status,
        baseFee: 3000,
        processingFee: 1500,
        serviceFee: 1000,
        currency: 'USD',
        submittedAt: new Date(),
      })),
    )
    .returning({ id: applications.id });
};

describe('the public figures: success rate, ratings and testimonials', () => {
  it('shows no success rate, average or testimonial before there is anything to count', async () => {
    expect(await stats()).toMatchObject({
      successRate: null,
      decidedApplications: 0,
      averageRating: null,
      ratings: 0,
      testimonials: [],
    });
  });

  it('counts only decided applications, and shows the rate from ten decisions on', async () => {
    await decide(['approved', 'approved', 'approved', 'approved', 'approved', 'approved', 'rejected']);
    await decide(['pending', 'in_review', 'draft']);
    expect(await stats()).toMatchObject({ successRate: null, decidedApplications: 7 });
    await decide(['approved', 'rejected', 'rejected']);
    expect(await stats()).toMatchObject({ successRate: 70, decidedApplications: 10 });
  });

  it('averages every rating but quotes only commented ones their authors agreed to show', async () => {
    const ids = (await decide(['approved', 'approved', 'rejected', 'approved'], 'Kenji')).map(({ id }) => id);
    const ratings = [
      { rating: 5, comment: 'Clear and quick.', publicConsent: true },
      { rating: 4, comment: null, publicConsent: true },
      { rating: 2, comment: 'Too slow for me.', publicConsent: false },
      { rating: 4, comment: '', publicConsent: true },
    ];
    await test.db
      .insert(applicationRatings)
      .values(ratings.map((rating, index) => ({ applicationId: ids[index] ?? '', ...rating })));
    const figures = await stats();
    expect(figures).toMatchObject({ ratings: 4, averageRating: 3.8 });
    expect(figures.testimonials).toEqual([
      {
        rating: 5,
        comment: 'Clear and quick.',
        name: 'Kenji N.',
        destination: 'Japan',
        ratedAt: expect.any(String),
      },
    ]);
  });
});

describe('GET /api/platform/site', () => {
  it('gives the countries counted and only the contact details configured, and calls support always open only for 24/7 hours', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/platform/site' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      countries: (await stats()).countries,
      email: 'help@visabridge.test',
      phone: null,
      address: null,
      hours: '24 / 7',
      alwaysOpen: true,
      social: [
        { network: 'linkedin', url: 'https://www.linkedin.com/company/visabridge' },
        { network: 'other', url: 'https://social.example.org/@visabridge' },
      ],
      languages: ['en', 'es', 'fr', 'de', 'zh', 'ar'],
    });
  });

  it('refuses settings that are not what they claim to be', () => {
    const base = { NODE_ENV: 'test', DATA_DIR: 'memory://' } as const;
    expect(() => loadConfig({ ...base, SUPPORT_EMAIL: 'not-an-email' })).toThrow(/SUPPORT_EMAIL/);
    expect(() => loadConfig({ ...base, SUPPORT_PHONE: 'call us' })).toThrow(/SUPPORT_PHONE/);
    expect(() => loadConfig({ ...base, SOCIAL_LINKS: 'http://facebook.com/x' })).toThrow(/SOCIAL_LINKS/);
    expect(loadConfig({ ...base, SUPPORT_HOURS: 'Mon-Fri 09:00-17:00 CET' }).support).toMatchObject({
      hours: 'Mon-Fri 09:00-17:00 CET',
      email: null,
    });
  });
});
