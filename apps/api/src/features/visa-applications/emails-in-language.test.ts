import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, users } from '../../db/schema';
import { createReviewTestApp } from '../../test/applications';
import { createSignedInUser, firstVersions, uniqueEmail } from '../../test/factories';

type ReviewApp = Awaited<ReturnType<typeof createReviewTestApp>>;

const mailTo = (app: ReviewApp, email: string) =>
  app.test.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email));

const register = (app: ReviewApp, interfaceLanguage: string) => {
  const email = uniqueEmail('lang');
  const payload = {
    fullName: 'Lucía Pérez',
    firstName: 'Lucía',
    lastName: 'Pérez',
    email,
    phone: '+34 600 000 000',
    password: 'analytical-engine',
    nationality: 'ES',
    dateOfBirth: '1990-12-10',
    subscribeNewsletter: false,
    acceptedVersions: firstVersions,
    interfaceLanguage,
  };
  return app.test.app.inject({ method: 'POST', url: '/api/auth/register', payload }).then((response) => {
    expect(response.statusCode).toBe(202);
    return email;
  });
};

describe('with every language offered', () => {
  let app: ReviewApp;
  beforeAll(async () => {
    app = await createReviewTestApp({ INTERFACE_LANGUAGES: 'en,es,fr,de,zh,ar' });
  }, 120_000);
  afterAll(() => app.test.close());

  it('sends an account that chose Spanish its verification email in Spanish', async () => {
    const email = await register(app, 'es');
    const [mail] = await mailTo(app, email);
    expect(mail?.subject).toBe('Confirme su dirección de correo electrónico');
    expect(mail?.body).toContain('Hola, Lucía:');
    expect(mail?.body).toContain('/verify-email?token=');
    expect(mail?.body).not.toMatch(/Welcome|Hello/);
  });

  it('tells an applicant who chose Spanish of a new status in Spanish, the destination named in Spanish', async () => {
    const applicant = await createSignedInUser(app.test);
    await app.test.db.update(users).set({ interfaceLanguage: 'es' }).where(eq(users.id, applicant.user.id));
    const { id, referenceNumber } = await app.api.submitted(applicant.headers);
    const moved = await app.api.call('PUT', `/api/visa-applications/${id}`, app.agent.headers, {
      status: 'rejected',
      rejectionReason: 'Faltan los extractos bancarios',
    });
    expect(moved.statusCode).toBe(200);
    const mail = await mailTo(app, applicant.user.email);
    const submitted = mail.find((message) => message.subject === `Solicitud ${referenceNumber} enviada`);
    expect(submitted?.body).toContain('Hemos recibido su solicitud de visado para Reino Unido');
    const rejected = mail.find((message) => message.subject === `Solicitud ${referenceNumber}: RECHAZADA`);
    expect(rejected?.body).toContain('Su solicitud de visado para Reino Unido');
    expect(rejected?.body).toContain('Motivo: Faltan los extractos bancarios');
  });
});

describe('with English alone offered', () => {
  let app: ReviewApp;
  beforeAll(async () => {
    app = await createReviewTestApp({ INTERFACE_LANGUAGES: 'en' });
  }, 120_000);
  afterAll(() => app.test.close());

  it('writes in English to an account whose language the site does not offer', async () => {
    const applicant = await createSignedInUser(app.test);
    await app.test.db.update(users).set({ interfaceLanguage: 'es' }).where(eq(users.id, applicant.user.id));
    const { id, referenceNumber } = await app.api.submitted(applicant.headers);
    await app.api.call('PUT', `/api/visa-applications/${id}`, app.agent.headers, { status: 'in_review' });
    const subjects = (await mailTo(app, applicant.user.email)).map((message) => message.subject);
    expect(subjects).toContain(`Application ${referenceNumber}: IN REVIEW`);
  });
});
