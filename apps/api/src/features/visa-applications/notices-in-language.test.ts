import { formatMoney, type InterfaceLanguage } from '@visabridge/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, notifications, payments, users } from '../../db/schema';
import { createReviewTestApp, type Headers } from '../../test/applications';
import { createSignedInUser, latestLinkToken, uniqueEmail } from '../../test/factories';
import { payApplication } from '../../test/payments';

type ReviewApp = Awaited<ReturnType<typeof createReviewTestApp>>;

const speak = (app: ReviewApp, userId: string, interfaceLanguage: InterfaceLanguage) =>
  app.test.db.update(users).set({ interfaceLanguage }).where(eq(users.id, userId));

/** A traveller whose account reads Spanish. */
const spanishTraveller = async (app: ReviewApp) => {
  const traveller = await createSignedInUser(app.test);
  await speak(app, traveller.user.id, 'es');
  return traveller;
};

const mailTo = (app: ReviewApp, email: string) =>
  app.test.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.recipient, email))
    .orderBy(desc(emailOutbox.createdAt));

const noticesOf = (app: ReviewApp, userId: string, category: string) =>
  app.test.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.category, category)))
    .orderBy(desc(notifications.createdAt));

const askReset = (app: ReviewApp, email: string) =>
  app.test.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });

const write = (app: ReviewApp, headers: Headers, id: string, body: string) =>
  app.api.call('POST', `/api/applications/${id}/messages`, headers, { body });

describe('with every language offered', () => {
  let app: ReviewApp;
  beforeAll(async () => {
    app = await createReviewTestApp({ INTERFACE_LANGUAGES: 'en,es,fr,de,zh,ar' });
  }, 120_000);
  afterAll(() => app.test.close());

  it('sends an account that reads Spanish its password reset link in Spanish', async () => {
    const { user } = await spanishTraveller(app);
    expect((await askReset(app, user.email)).statusCode).toBe(200);
    await latestLinkToken(app.test.db, user.email);
    const [mail] = await mailTo(app, user.email);
    expect(mail?.subject).toBe('Restablezca su contraseña');
    expect(mail?.body).toContain('Hola, Test:');
    expect(mail?.body).toContain('caduca en una hora');
    expect(mail?.body).toContain('/reset-password?token=');
    expect(mail?.body).not.toMatch(/Hello|expires/);
  });

  it('tells a Spanish applicant of the agent’s message in Spanish, and the German agent of the reply in German', async () => {
    const applicant = await spanishTraveller(app);
    await speak(app, app.agent.user.id, 'de');
    const { id, referenceNumber } = await app.api.submitted(applicant.headers);
    const [assigned] = await noticesOf(app, app.agent.user.id, 'application_update');
    expect(assigned).toMatchObject({ title: 'Neuer Antrag zugewiesen' });
    expect(assigned?.message).toContain(`Antrag ${referenceNumber} für Vereinigtes Königreich`);

    expect((await write(app, app.agent.headers, id, 'Necesito su billete de vuelta.')).statusCode).toBe(201);
    const [notice] = await noticesOf(app, applicant.user.id, 'message');
    expect(notice).toMatchObject({
      title: `Nuevo mensaje sobre la solicitud ${referenceNumber}`,
      message: 'Test agent (Agente): Necesito su billete de vuelta.',
    });
    const [mail] = await mailTo(app, applicant.user.email);
    expect(mail?.subject).toBe(`Nuevo mensaje sobre su solicitud ${referenceNumber}`);
    expect(mail?.body).toContain(
      'Test agent (Agente) ha escrito sobre la solicitud de visado para Reino Unido:',
    );
    expect(mail?.body).toContain('Léalo y responda aquí:');

    expect((await write(app, applicant.headers, id, 'Adjunto el billete.')).statusCode).toBe(201);
    const [told] = await noticesOf(app, app.agent.user.id, 'message');
    expect(told).toMatchObject({
      title: `Neue Nachricht zum Antrag ${referenceNumber}`,
      message: 'Test general (Antragsteller): Adjunto el billete.',
    });
    const [agentMail] = await mailTo(app, app.agent.user.email);
    expect(agentMail?.subject).toBe(`Neue Nachricht zum Antrag ${referenceNumber}`);
    expect(agentMail?.body).toContain(`Antrag ${referenceNumber}, Vereinigtes Königreich. Hier öffnen:`);
    await speak(app, app.agent.user.id, 'en');
  });

  it('tells a Spanish payer of the payment and its refund in Spanish, the amount written for their region', async () => {
    const payer = await spanishTraveller(app);
    const application = await app.api.submitted(payer.headers);
    const { id: paymentId } = await payApplication(app.test, payer.headers, application.id);
    const [payment] = await app.test.db.select().from(payments).where(eq(payments.id, paymentId));
    if (!payment) throw new Error('payment not stored');
    const amount = formatMoney(payment.amount, payment.currency, payer.user.language);
    const [paid] = await noticesOf(app, payer.user.id, 'payment');
    expect(paid?.title).toBe('Pago recibido');
    expect(paid?.message).toContain(`Su pago de ${amount}`);
    const [receipt] = await mailTo(app, payer.user.email);
    expect(receipt?.subject).toMatch(/^Pago recibido: /);
    expect(receipt?.body).toContain(`Hemos recibido su pago de ${amount}`);
    expect(receipt?.body).toMatch(/Número de recibo: [0-9A-F]{8}/);

    const admin = await createSignedInUser(app.test, { role: 'admin' });
    const refunded = await app.api.call('POST', `/api/payments/${payment.id}/refund`, admin.headers, {
      reason: 'Embajada cerrada',
    });
    expect(refunded.statusCode).toBe(200);
    const [notice] = await noticesOf(app, payer.user.id, 'payment');
    expect(notice?.title).toBe('Pago reembolsado');
    expect(notice?.message).toContain('Motivo: Embajada cerrada');
    const [mail] = await mailTo(app, payer.user.email);
    // What was paid for is written in Spanish too; the ledger keeps the English it stored.
    const reference = application.referenceNumber;
    expect(mail?.subject).toBe(
      `Reembolso de ${amount}: Tasas de visado de la solicitud ${reference} (Reino Unido)`,
    );
    expect(payment.description).toBe(`Visa fees for application ${reference} (United Kingdom)`);
    expect(mail?.body).toContain('Le hemos reembolsado en su tarjeta');
  });

  it('tells a Spanish applicant of the submission, a status change and a document request in Spanish', async () => {
    const applicant = await spanishTraveller(app);
    const { id, referenceNumber } = await app.api.submitted(applicant.headers);
    const moved = await app.api.call('PUT', `/api/visa-applications/${id}`, app.agent.headers, {
      status: 'in_review',
    });
    expect(moved.statusCode).toBe(200);
    const asked = await app.api.call(
      'POST',
      `/api/visa-applications/${id}/document-requests`,
      app.agent.headers,
      {
        type: 'Hotel booking',
        note: 'Todas las noches',
      },
    );
    expect(asked.statusCode).toBe(201);

    const [review, submitted] = await noticesOf(app, applicant.user.id, 'application_update');
    expect(submitted).toMatchObject({
      title: 'Solicitud enviada',
      message: `Su solicitud ${referenceNumber} para Reino Unido se ha enviado y está pendiente de revisión.`,
    });
    expect(review).toMatchObject({
      title: 'Solicitud en revisión',
      message: `Su solicitud ${referenceNumber} para Reino Unido tiene ahora el estado EN REVISIÓN.`,
    });
    const [requested] = await noticesOf(app, applicant.user.id, 'document_required');
    expect(requested).toMatchObject({
      title: 'Documento solicitado',
      message: `Solicitud ${referenceNumber}: suba «Hotel booking». Todas las noches`,
    });
    const [mail] = await mailTo(app, applicant.user.email);
    expect(mail?.subject).toBe(`Documento solicitado: solicitud ${referenceNumber}`);
    expect(mail?.body).toContain('Para su solicitud de visado para Reino Unido');
  });

  it('writes an invitation in the language of the admin’s request, its holder having chosen none yet', async () => {
    const admin = await createSignedInUser(app.test, { role: 'admin' });
    const email = uniqueEmail('invited');
    const created = await app.test.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { ...admin.headers, 'accept-language': 'fr-FR,fr;q=0.9' },
      payload: { firstName: 'Camille', lastName: 'Martin', email, role: 'agent' },
    });
    expect(created.statusCode).toBe(201);
    const [mail] = await mailTo(app, email);
    expect(mail?.subject).toBe('Invitation à rejoindre VisaBridge');
    expect(mail?.body).toContain('Bonjour Camille,');
    expect(mail?.body).toContain('Test admin a créé un compte VisaBridge pour vous.');
  });
});

describe('with English alone offered', () => {
  let app: ReviewApp;
  beforeAll(async () => {
    app = await createReviewTestApp({ INTERFACE_LANGUAGES: 'en' });
  }, 120_000);
  afterAll(() => app.test.close());

  it('writes every notice and email in English to an account that reads Spanish', async () => {
    const applicant = await spanishTraveller(app);
    const { id, referenceNumber } = await app.api.submitted(applicant.headers);
    await payApplication(app.test, applicant.headers, id);
    await write(app, app.agent.headers, id, 'Please send your return ticket.');
    await app.api.call('PUT', `/api/visa-applications/${id}`, app.agent.headers, { status: 'in_review' });
    await askReset(app, applicant.user.email);
    await latestLinkToken(app.test.db, applicant.user.email);

    const titles = (
      await app.test.db.select().from(notifications).where(eq(notifications.userId, applicant.user.id))
    ).map((notice) => notice.title);
    expect(titles.sort()).toEqual(
      [
        'Application submitted',
        'Payment received',
        `New message on application ${referenceNumber}`,
        'Application in review',
      ].sort(),
    );
    const subjects = (await mailTo(app, applicant.user.email)).map((mail) => mail.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        'Reset your password',
        `New message about your application ${referenceNumber}`,
        expect.stringMatching(/^Payment received: /),
        `Application ${referenceNumber}: IN REVIEW`,
      ]),
    );
  });
});
