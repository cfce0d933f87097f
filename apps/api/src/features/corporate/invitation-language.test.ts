import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, users } from '../../db/schema';
import { addEmployee, createCompanyWithUser } from '../../test/companies';
import { DEFAULT_PASSWORD, loginAs } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

type Headers = Record<string, string>;
let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ INTERFACE_LANGUAGES: 'en,es,fr,de,zh,ar' });
}, 60_000);
afterAll(() => test.close());

const post = (app: TestApp, url: string, headers: Headers, payload?: object) =>
  app.app.inject({ method: 'POST', url, headers, ...(payload && { payload }) });

/** A company whose user reads `language`, with one employee not yet invited. */
const companyReading = async (language: 'en' | 'es' | 'fr' | 'de' | 'zh' | 'ar', app = test) => {
  const company = await createCompanyWithUser(app);
  await app.db.update(users).set({ interfaceLanguage: language }).where(eq(users.id, company.user.id));
  const employee = await addEmployee(app, company.company, { firstName: 'Lena', lastName: 'Berg' });
  return { headers: company.headers, employee };
};

const invitationTo = async (email: string) => {
  const [mail] = await test.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.recipient, email))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const url = new URL(mail?.body.match(/https?:\/\/\S+/)?.[0] ?? 'http://none');
  return { subject: mail?.subject, token: url.searchParams.get('token') ?? '' };
};

const accountLanguage = async (email: string) =>
  (await test.db.select().from(users).where(eq(users.email, email)))[0]?.interfaceLanguage;

describe('the language of an employee’s invitation', () => {
  it('is the one the inviter chose: the email comes in it and the account created from it reads it', async () => {
    const { headers, employee } = await companyReading('en');
    const sent = await post(test, `/api/corporate/employees/${employee.id}/invitation`, headers, {
      interfaceLanguage: 'de',
    });
    expect(sent.statusCode).toBe(200);
    const invitation = await invitationTo(employee.email);
    expect(invitation.subject).toBe('Einladung zu VisaBridge');
    expect(await accountLanguage(employee.email)).toBe('de');

    // The browser that opens the link reads English: the account keeps the language chosen for it.
    const accepted = await post(
      test,
      '/api/auth/accept-invitation',
      { 'accept-language': 'en-US,en;q=0.9' },
      { token: invitation.token, password: DEFAULT_PASSWORD, employeeId: employee.id },
    );
    expect(accepted.statusCode).toBe(200);
    const { headers: signedIn } = await loginAs(test, employee.email);
    const profile = await test.app.inject({ method: 'GET', url: '/api/auth/profile', headers: signedIn });
    expect(profile.json().data.interfaceLanguage).toBe('de');
  });

  it.each([
    ['es', 'Le invitamos a VisaBridge', 'Invitación enviada a'],
    ['fr', 'Invitation à rejoindre VisaBridge', 'Invitation envoyée à'],
    ['zh', '您受邀使用 VisaBridge', '邀请已发送至'],
    ['ar', 'دعوة للانضمام إلى VisaBridge', 'تم إرسال الدعوة إلى'],
    ['en', 'You are invited to VisaBridge', 'Invitation sent to'],
  ] as const)('is the inviter’s own (%s) when they choose none', async (language, subject, sentTo) => {
    const { headers, employee } = await companyReading(language);
    const sent = await post(test, `/api/corporate/employees/${employee.id}/invitation`, headers);
    expect(sent.statusCode, sent.body).toBe(200);
    // The inviter reads the answer in their own language too.
    expect(sent.json().message).toBe(`${sentTo} ${employee.email}`);
    expect((await invitationTo(employee.email)).subject).toBe(subject);
    expect(await accountLanguage(employee.email)).toBe(language);
  });

  it('is given anew when the invitation is sent again, and to everyone invited at once', async () => {
    const { headers, employee } = await companyReading('en');
    await post(test, `/api/corporate/employees/${employee.id}/invitation`, headers, {
      interfaceLanguage: 'es',
    });
    expect(await accountLanguage(employee.email)).toBe('es');
    const all = await post(
      test,
      '/api/corporate/employees/invitations',
      { ...headers, 'accept-language': 'fr' },
      { interfaceLanguage: 'fr' },
    );
    expect(all.json()).toMatchObject({ message: '1 invitation envoyée', data: { notInvited: [] } });
    expect((await invitationTo(employee.email)).subject).toBe('Invitation à rejoindre VisaBridge');
    expect(await accountLanguage(employee.email)).toBe('fr');
  });

  it('refuses a language that is not a product language with 400 and a field message in the reader’s', async () => {
    const { headers, employee } = await companyReading('en');
    const url = `/api/corporate/employees/${employee.id}/invitation`;
    const english = await post(test, url, headers, { interfaceLanguage: 'es-MX' });
    expect(english.statusCode).toBe(400);
    expect(english.json().errors).toEqual([
      { field: 'interfaceLanguage', message: 'Choose one of the languages offered' },
    ]);
    const french = await post(
      test,
      url,
      { ...headers, 'accept-language': 'fr' },
      { interfaceLanguage: 'xx' },
    );
    expect(french.json().errors).toEqual([
      { field: 'interfaceLanguage', message: 'Choisissez l’une des langues proposées' },
    ]);
    expect(await accountLanguage(employee.email)).toBeUndefined();
  });
});

describe('on a site that offers English and Spanish', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ INTERFACE_LANGUAGES: 'en,es' });
  }, 60_000);
  afterAll(() => small.close());

  it('refuses a language the site does not offer with 400 on interfaceLanguage, inviting nobody', async () => {
    const { headers, employee } = await companyReading('en', small);
    for (const url of [
      `/api/corporate/employees/${employee.id}/invitation`,
      '/api/corporate/employees/invitations',
    ]) {
      const refused = await post(
        small,
        url,
        { ...headers, 'accept-language': 'es' },
        { interfaceLanguage: 'de' },
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([
        { field: 'interfaceLanguage', message: 'Elija uno de los idiomas disponibles' },
      ]);
    }
    expect((await small.db.select().from(users).where(eq(users.email, employee.email))).length).toBe(0);
  });

  it('falls back to English for an inviter whose own language the site no longer offers', async () => {
    const { headers, employee } = await companyReading('de', small);
    expect(
      (await post(small, `/api/corporate/employees/${employee.id}/invitation`, headers)).statusCode,
    ).toBe(200);
    const [account] = await small.db.select().from(users).where(eq(users.email, employee.email));
    expect(account?.interfaceLanguage).toBe('en');
  });
});
