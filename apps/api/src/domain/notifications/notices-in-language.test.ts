import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, notifications, users } from '../../db/schema';
import { createReviewTestApp } from '../../test/applications';
import { corporateApplicationFor, createCompanyUser, employeeInputFor } from '../../test/corporate';
import { createSignedInUser, uniqueEmail } from '../../test/factories';
import { savedChild } from '../../test/saved-travellers';
import { tripCalls } from '../../test/trips';

type ReviewApp = Awaited<ReturnType<typeof createReviewTestApp>>;
type SignedIn = Awaited<ReturnType<typeof createSignedInUser>>;
type Headers = Record<string, string>;

const inSpanish = async (app: ReviewApp, signedIn: SignedIn) => {
  await app.test.db.update(users).set({ interfaceLanguage: 'es' }).where(eq(users.id, signedIn.user.id));
  return signedIn;
};
const spanishUser = async (app: ReviewApp) => inSpanish(app, await createSignedInUser(app.test));

/** What an account was told: its notifications and its emails. */
const toldTo = async (app: ReviewApp, { user }: SignedIn) => ({
  notices: await app.test.db.select().from(notifications).where(eq(notifications.userId, user.id)),
  mail: await app.test.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, user.email)),
});

const call = (app: ReviewApp, method: 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  app.test.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** The Okafors' trip to Japan, submitted by a Spanish-reading owner. */
const submitTrip = async (app: ReviewApp) => {
  const owner = await spanishUser(app);
  await tripCalls(app.api).submittedFamily(owner.headers, savedChild);
  return toldTo(app, owner);
};

/** A Spanish-reading traveller books a consultation; an admin schedules it with the (English) agent. */
const bookConsultation = async (app: ReviewApp) => {
  const traveller = await spanishUser(app);
  const admin = await createSignedInUser(app.test, { role: 'admin' });
  const time = new Date(Date.now() + 48 * 3_600_000).toISOString();
  const booked = await call(app, 'POST', '/api/consultations', traveller.headers, {
    topic: 'documents',
    preferredTimes: [time],
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const assigned = await call(
    app,
    'POST',
    `/api/admin/consultations/${booked.json().data.id}/assign`,
    admin.headers,
    {
      agentId: app.agent.user.id,
      scheduledAt: time,
    },
  );
  expect(assigned.statusCode, assigned.body).toBe(200);
  return { user: await toldTo(app, traveller), agent: await toldTo(app, app.agent) };
};

/** A company spends past 80% of its budget; one of its users reads Spanish. */
const spendBudget = async (app: ReviewApp, companyName: string) => {
  const manager = await createCompanyUser(app.test, companyName);
  const colleague = await inSpanish(app, await createCompanyUser(app.test, companyName, 'enterprise'));
  await call(app, 'PUT', '/api/corporate/company/budget', manager.headers, { monthlyBudget: 6_250 });
  const employee = await call(
    app,
    'POST',
    '/api/corporate/employees',
    manager.headers,
    employeeInputFor(uniqueEmail('ada')),
  );
  for (let filed = 0; filed < 2; filed += 1)
    await call(
      app,
      'POST',
      '/api/visa-applications',
      manager.headers,
      corporateApplicationFor(employee.json().data.id),
    );
  return toldTo(app, colleague);
};

/** A Spanish-reading traveller's draft to South Korea (visa free for Japanese passports) meets a new eTA rule. */
const changeRule = async (app: ReviewApp) => {
  const traveller = await spanishUser(app);
  const admin = await createSignedInUser(app.test, { role: 'admin' });
  const draft = {
    fromCountry: 'JP',
    toCountry: 'KR',
    purpose: 'tourist',
    travelInfo: { plannedArrivalDate: '2027-05-10' },
  };
  expect((await call(app, 'POST', '/api/applications', traveller.headers, draft)).statusCode).toBe(201);
  const created = await call(app, 'POST', '/api/visa/entry-rules', admin.headers, {
    passports: ['JP'],
    destination: 'KR',
    purposes: ['tourist'],
    category: 'eta',
    authorisationName: 'Korea Electronic Travel Authorization',
    startsOn: '2027-05-01',
    applyUrl: 'https://www.k-eta.go.kr',
    fees: [{ from: '2026-11-01', amount: 10000, currency: 'KRW' }],
    source: 'https://www.k-eta.go.kr',
    recordedOn: '2026-11-28',
    recordedBy: 'Test admin',
  });
  expect(created.statusCode, created.body).toBe(201);
  return toldTo(app, traveller);
};

/** A visitor without an account writes to support from a Spanish page; what the acknowledgement says. */
const writeToSupport = async (app: ReviewApp) => {
  const email = uniqueEmail('visitor');
  const sent = await app.test.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' },
    payload: {
      name: 'Lucía Pérez',
      email,
      topic: 'sales',
      message: 'Necesitamos visados para 40 ingenieros.',
    },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const [acknowledgement] = await app.test.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.recipient, email));
  return acknowledgement;
};

describe('with every language offered, a Spanish account is told in Spanish', () => {
  let app: ReviewApp;
  beforeAll(async () => {
    app = await createReviewTestApp({ INTERFACE_LANGUAGES: 'en,es,fr,de,zh,ar' });
  }, 120_000);
  afterAll(() => app.test.close());

  it('that its trip was submitted, in the bell and by email, Japan named in Spanish', async () => {
    const { notices, mail } = await submitTrip(app);
    const notice = notices.find((item) => item.link?.startsWith('/trips/'));
    expect(notice?.title).toBe('Viaje enviado');
    expect(notice?.message).toMatch(
      /^Hemos recibido su viaje a Japón .*: Chidi Okafor y Tunde .* están pendientes de revisión\.$/,
    );
    const email = mail.find((item) => /^Viaje .* enviado$/.test(item.subject));
    expect(email?.body).toContain('Hola, Test:');
    expect(email?.body).toContain('Hemos recibido su viaje a Japón con llegada el');
    expect(email?.body).toContain('Estos viajeros están pendientes de revisión');
    expect(email?.body).not.toMatch(/Hello|submitted|travellers/);
  });

  it('that its consultation is booked, while the English agent is told in English', async () => {
    const { user, agent } = await bookConsultation(app);
    const notice = user.notices.find((item) => item.link === '/consultation');
    expect(notice?.title).toBe('Consulta confirmada');
    expect(notice?.message).toMatch(
      /^Su consulta sobre «Documentos» con .* está reservada para el .* UTC\.$/,
    );
    const [email] = user.mail.filter((item) => item.subject.startsWith('Consulta confirmada: '));
    expect(email?.body).toContain('Su consulta sobre «Documentos»');
    expect(email?.body).toContain('Detalles:');
    expect(agent.notices.map((item) => item.title)).toContain('Consultation booked');
    expect(agent.mail.some((item) => item.subject.startsWith('Consultation booked: '))).toBe(true);
  });

  it('that its company has used 80% of its budget', async () => {
    const { notices } = await spendBudget(app, 'Presupuesto Uno');
    expect(notices.map((item) => item.title)).toEqual(['Se ha utilizado el 80 % del presupuesto mensual']);
    expect(notices[0]?.message).toBe(
      'Presupuesto Uno ha utilizado el 80.0% del presupuesto de visados de este mes.',
    );
  });

  it('that an entry rule changed for its trip, the country and the category in Spanish', async () => {
    const { notices, mail } = await changeRule(app);
    expect(notices.map((item) => item.title)).toEqual(['Cambio en las normas de entrada: Corea del Sur']);
    expect(notices[0]?.message).toBe(
      'Ha cambiado una norma de entrada en Corea del Sur para su viaje con llegada el 10 de mayo de 2027: Sin visa → Korea Electronic Travel Authorization (tasa oficial: KRW\u00a010,000). Fuente: https://www.k-eta.go.kr. Compruebe qué necesita ahora su solicitud y confírmelo con la fuente oficial antes de viajar.',
    );
    expect(mail.map((item) => item.subject)).toEqual([
      'Han cambiado los requisitos de entrada en Corea del Sur',
    ]);
    expect(mail[0]?.body).toContain('Consulte su solicitud aquí:');
  });

  it('and a visitor writing from a Spanish page is acknowledged in Spanish, the topic named in Spanish', async () => {
    const acknowledgement = await writeToSupport(app);
    expect(acknowledgement?.subject).toBe('Hemos recibido su mensaje');
    expect(acknowledgement?.body).toContain('Hola, Lucía Pérez:');
    expect(acknowledgement?.body).toContain('Gracias por escribir a VisaBridge (Ventas).');
  });
});

describe('with English alone offered, a Spanish account is told in English', () => {
  let app: ReviewApp;
  beforeAll(async () => {
    app = await createReviewTestApp({ INTERFACE_LANGUAGES: 'en' });
  }, 120_000);
  afterAll(() => app.test.close());

  it('of its trip, its consultation, its company budget and a changed entry rule, as is a Spanish visitor', async () => {
    const trip = await submitTrip(app);
    expect(trip.notices.map((item) => item.title)).toContain('Trip submitted');
    expect(trip.mail.some((item) => /^Trip .* submitted$/.test(item.subject))).toBe(true);
    const { user } = await bookConsultation(app);
    expect(user.notices.map((item) => item.title)).toContain('Consultation confirmed');
    expect(user.mail.some((item) => item.subject.startsWith('Consultation confirmed: '))).toBe(true);
    const budget = await spendBudget(app, 'Budget Two');
    expect(budget.notices.map((item) => item.title)).toEqual(['Monthly budget 80% used']);
    const rule = await changeRule(app);
    expect(rule.notices.map((item) => item.title)).toEqual(['Entry rules changed: South Korea']);
    expect(rule.mail.map((item) => item.subject)).toEqual(['Entry requirements for South Korea changed']);
    expect((await writeToSupport(app))?.subject).toBe('We received your message');
  });
});
