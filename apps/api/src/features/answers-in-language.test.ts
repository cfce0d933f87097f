import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, visaTypes } from '../db/schema';
import { createReviewTestApp, type Headers } from '../test/applications';
import { corporateApplicationFor, createCompanyUser, employeeInputFor } from '../test/corporate';
import { createSignedInUser, createUser, loginAs, uniqueEmail } from '../test/factories';
import { savedChild } from '../test/saved-travellers';
import { familyTrip, tripCalls } from '../test/trips';

type ReviewApp = Awaited<ReturnType<typeof createReviewTestApp>>;

let app: ReviewApp;
beforeAll(async () => {
  app = await createReviewTestApp({ INTERFACE_LANGUAGES: 'en,es,fr,de,zh,ar' });
}, 120_000);
afterAll(() => app.test.close());

const inSpanish = (headers: Headers) => ({ ...headers, 'accept-language': 'es-ES,es;q=0.9' });

const get = async (url: string, headers: Headers) => {
  const response = await app.api.call('GET', url, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

describe('a trip’s answers', () => {
  it('speak Spanish to a Spanish reader, the minor’s documents included, and English without the header', async () => {
    const me = await createSignedInUser(app.test);
    const calls = tripCalls(app.api);
    const trip = await calls.create(me.headers, familyTrip({ toCountry: 'FR' }));
    const adult = { ...savedChild, relationship: 'self', firstName: 'Ada', dateOfBirth: '1985-01-01' };
    await calls.add(me.headers, trip.id, {
      person: { ...adult, nationality: 'NG', passportNumber: 'A11112222' },
    });
    // A change answers in the reader's language too.
    const added = await calls.add(inSpanish(me.headers), trip.id, {
      person: { ...savedChild, firstName: 'Ngozi', nationality: 'NG', passportNumber: 'A55512345' },
    });
    expect(added.destination).toBe('Francia');

    const spanish = await get(`/api/trips/${trip.id}`, inSpanish(me.headers));
    expect(spanish.destination).toBe('Francia');
    const [ada, ngozi] = spanish.travellers;
    expect(ada.answer.categoryLabel).toBe('Visa obligatoria');
    expect(ada.nationalityName).toBe('Nigeria');
    expect(ngozi.minorDocuments[0].document).toContain('el viajero es menor de 18 años');

    const english = await get(`/api/trips/${trip.id}`, me.headers);
    expect(english.destination).toBe('France');
    expect(english.travellers[0].answer.categoryLabel).toBe('Visa required');
    expect(english.travellers[1].minorDocuments[0].document).toContain('the traveller is under 18');

    const listed = await get('/api/trips', inSpanish(me.headers));
    expect(listed[0].travellers[0].answer.categoryLabel).toBe('Visa obligatoria');
  });
});

describe('the traveller’s dashboard', () => {
  it('gives processing times, destinations and visa types in Spanish, by header or by the account’s language', async () => {
    const me = await createSignedInUser(app.test);
    await app.api.submitted(me.headers);

    const [spanish] = (await get('/api/dashboard/individual', inSpanish(me.headers))).recentApplications;
    expect(spanish).toMatchObject({
      destination: 'Reino Unido',
      visaTypeName: 'Visa de negocios',
      expectedProcessingTime: 'El plazo de tramitación varía',
    });

    const [english] = (await get('/api/dashboard/individual', me.headers)).recentApplications;
    expect(english).toMatchObject({
      destination: 'United Kingdom',
      visaTypeName: 'Business visa',
      expectedProcessingTime: 'Processing time varies',
    });

    const reader = await createUser(app.test.db);
    await app.test.db.update(users).set({ interfaceLanguage: 'es' }).where(eq(users.id, reader.id));
    const { headers } = await loginAs(app.test, reader.email);
    await app.api.submitted(headers);
    const [chosen] = (await get('/api/dashboard/individual', headers)).recentApplications;
    expect(chosen.visaTypeName).toBe('Visa de negocios');
  });
});

describe('a company’s applications', () => {
  it('name category, destination and visa type in Spanish for a Spanish reader', async () => {
    const company = await createCompanyUser(app.test, 'Idiomas Acme');
    const employee = await app.api.call(
      'POST',
      '/api/corporate/employees',
      company.headers,
      employeeInputFor(uniqueEmail('viajera')),
    );
    const filed = await app.api.call(
      'POST',
      '/api/visa-applications',
      inSpanish(company.headers),
      corporateApplicationFor(employee.json().data.id, { visaType: 'meeting' }),
    );
    expect(filed.statusCode, filed.body).toBe(201);
    expect(filed.json().data).toMatchObject({
      destination: 'China',
      visaTypeName: 'Visa para reuniones con clientes',
      categoryLabel: 'Visa obligatoria',
    });

    const url = `/api/visa-applications/corporate/${company.companyId}`;
    const [spanish] = (await get(url, inSpanish(company.headers))).items;
    expect(spanish).toMatchObject({ visaTypeName: 'Visa para reuniones con clientes' });
    const [english] = (await get(url, company.headers)).items;
    expect(english).toMatchObject({ visaTypeName: 'Client Meeting visa', categoryLabel: 'Visa required' });
  });
});

describe('the visa type catalogue', () => {
  const url = '/api/visa-types?destination=jp&purpose=student';

  it('translates the names VisaBridge ships and keeps what an operator wrote as written', async () => {
    const [spanish] = (await get(url, { 'accept-language': 'es' })).items;
    expect(spanish).toMatchObject({
      code: 'JP-STUDENT',
      name: 'Visa de estudios (Japón)',
      description: 'Estudios en un centro educativo, instituto o universidad de Japón.',
      duration: 'Estancia larga (más de 90 días)',
    });
    const [english] = (await get(url, {})).items;
    expect(english).toMatchObject({ name: 'Japan study visa', duration: 'Long stay (over 90 days)' });

    await app.test.db
      .update(visaTypes)
      .set({ name: 'Japan student visa (college)' })
      .where(eq(visaTypes.code, 'JP-STUDENT'));
    const [edited] = (await get(url, { 'accept-language': 'es' })).items;
    expect(edited).toMatchObject({
      name: 'Japan student visa (college)',
      duration: 'Estancia larga (más de 90 días)',
    });
  });

  it('answers in English for a language that is not offered', async () => {
    const [item] = (await get(url, { 'accept-language': 'ja' })).items;
    expect(item.duration).toBe('Long stay (over 90 days)');
  });
});
