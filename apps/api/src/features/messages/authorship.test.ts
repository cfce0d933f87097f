import { and, eq, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, notifications } from '../../db/schema';
import { useReviewTestApp } from '../../test/applications';
import { createCompanyCase } from '../../test/company-cases';
import { createCompanyWithUser } from '../../test/companies';

const review = useReviewTestApp();

type Case = Awaited<ReturnType<typeof createCompanyCase>>;
type Person = 'manager' | 'colleague' | 'employee' | 'agent' | 'admin';
let companyCase: Case;
let people: Record<
  Person,
  {
    user: { id: string; email: string; firstName: string; lastName: string };
    headers: Record<string, string>;
  }
>;

beforeAll(async () => {
  companyCase = await createCompanyCase(review);
  people = {
    manager: companyCase.manager,
    colleague: companyCase.colleague,
    employee: companyCase.employee,
    agent: review.agent,
    admin: review.admin,
  };
});

const thread = () => `/api/applications/${companyCase.id}/messages`;

/** Posts as `author`, then returns who got a message notification and an email for it. */
const post = async (author: Person, body: string) => {
  const since = new Date();
  const sent = await review.api.call('POST', thread(), people[author].headers, { body });
  expect(sent.statusCode).toBe(201);
  const told: Person[] = [];
  for (const [name, person] of Object.entries(people) as [Person, (typeof people)[Person]][]) {
    const notices = await review.test.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, person.user.id),
          eq(notifications.category, 'message'),
          gt(notifications.createdAt, since),
        ),
      );
    const mail = await review.test.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.recipient, person.user.email), gt(emailOutbox.createdAt, since)));
    if (notices.length > 0) {
      expect(notices.map((notice) => notice.message)).toEqual([expect.stringContaining(body)]);
      expect(mail.some((email) => email.body.includes(body))).toBe(true);
      told.push(name);
    }
  }
  return { message: sent.json().data, told, since };
};
const nameOf = (person: Person) => `${people[person].user.firstName} ${people[person].user.lastName}`;

describe('message authorship on a company case', () => {
  it('labels the employee as the applicant and tells the agent and the filer, not the employee', async () => {
    const { message, told } = await post('employee', 'Passport renewed.');
    expect(message).toMatchObject({ authorKind: 'applicant', mine: true });
    expect(told.sort()).toEqual(['agent', 'manager']);
    const [notice] = await review.test.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, review.agent.user.id),
          eq(notifications.message, `${nameOf('employee')} (Applicant): Passport renewed.`),
        ),
      );
    expect(notice).toBeDefined();
  });

  it('labels a colleague of the filing company as a colleague and tells the agent, the filer and the employee', async () => {
    const { message, told } = await post('colleague', 'I booked the flights.');
    expect(message).toMatchObject({ authorKind: 'colleague', authorName: nameOf('colleague') });
    expect(told.sort()).toEqual(['agent', 'employee', 'manager']);
    const agentMail = await review.test.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, review.agent.user.email));
    expect(agentMail.some((email) => email.body.includes(`${nameOf('colleague')} (Colleague)`))).toBe(true);
  });

  it('labels the agent and tells the applicant side, colleagues who wrote included, never the agent', async () => {
    const { message, told } = await post('agent', 'Thank you, all received.');
    expect(message).toMatchObject({ authorKind: 'agent' });
    expect(told.sort()).toEqual(['colleague', 'employee', 'manager']);
    const [mail] = await review.test.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.recipient, companyCase.manager.user.email)))
      .orderBy(emailOutbox.createdAt)
      .then((rows) => rows.slice(-1));
    expect(mail?.body).toContain(`${nameOf('agent')} (Agent) wrote about the visa application`);
  });

  it('labels an admin and tells the assigned agent and the applicant side', async () => {
    const { message, told } = await post('admin', 'Escalated to the embassy desk.');
    expect(message).toMatchObject({ authorKind: 'admin' });
    expect(told.sort()).toEqual(['agent', 'colleague', 'employee', 'manager']);
  });

  it('shows every reader the same labels, the manager who filed it as the applicant', async () => {
    await post('manager', 'Any news?');
    for (const reader of ['manager', 'colleague', 'employee', 'agent', 'admin'] as const) {
      const listed = await review.api.call('GET', thread(), people[reader].headers);
      expect(listed.statusCode).toBe(200);
      expect(
        listed.json().data.map((item: { authorKind: string; mine: boolean }) => item.authorKind),
      ).toEqual(['applicant', 'colleague', 'agent', 'admin', 'applicant']);
    }
  });

  it("answers 404 to another company's user, reading or writing, and stores nothing", async () => {
    const other = await createCompanyWithUser(review.test);
    expect((await review.api.call('GET', thread(), other.headers)).statusCode).toBe(404);
    expect((await review.api.call('POST', thread(), other.headers, { body: 'hello' })).statusCode).toBe(404);
    const listed = await review.api.call('GET', thread(), people.manager.headers);
    expect(listed.json().data.some((item: { body: string }) => item.body === 'hello')).toBe(false);
  });
});
