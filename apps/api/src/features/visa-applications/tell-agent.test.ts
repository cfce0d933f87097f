import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, notifications } from '../../db/schema';
import { pdfBytes, useReviewTestApp } from '../../test/applications';
import { createSignedInUser } from '../../test/factories';
import { payApplication } from '../../test/payments';

const review = useReviewTestApp();

/** What the agent was told about one application: its notifications and emails, by title. */
const toldAbout = async (reference: string) => {
  const agent = review.agent.user;
  const notices = await review.test.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, agent.id), like(notifications.title, `%${reference}`)));
  const mail = await review.test.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.recipient, agent.email), like(emailOutbox.subject, `%${reference}`)));
  return { notices, subjects: mail.map((message) => message.subject), mail };
};

const submittedByNewTraveller = async () => {
  const traveller = await createSignedInUser(review.test);
  return { traveller, application: await review.api.submitted(traveller.headers) };
};

describe('agents hear what their clients do', () => {
  it('tells the agent once when the client uploads a requested document, linking to their view', async () => {
    const { traveller, application } = await submittedByNewTraveller();
    const { id, referenceNumber } = application;
    await review.api.call('POST', `/api/visa-applications/${id}/document-requests`, review.agent.headers, {
      type: 'Hotel booking',
    });
    const uploaded = await review.api.upload(
      traveller.headers,
      { applicationId: id, type: 'Hotel booking' },
      { name: 'hotel.pdf', bytes: pdfBytes() },
    );
    expect(uploaded.statusCode).toBe(201);

    const { notices, subjects, mail } = await toldAbout(referenceNumber);
    const title = `Document uploaded on application ${referenceNumber}`;
    expect(notices.filter((notice) => notice.title === title)).toEqual([
      expect.objectContaining({
        message: 'The client uploaded "Hotel booking". Review it in the application\'s documents.',
        link: `/agent-dashboard?application=${id}`,
        category: 'document_required',
      }),
    ]);
    expect(subjects.filter((subject) => subject === title)).toHaveLength(1);
    expect(mail.find((message) => message.subject === title)?.body).toContain(
      `/agent-dashboard?application=${id}`,
    );
  });

  it('tells the agent once when the client pays the fees', async () => {
    const { traveller, application } = await submittedByNewTraveller();
    await payApplication(review.test, traveller.headers, application.id);

    const { notices, subjects } = await toldAbout(application.referenceNumber);
    const title = `Fees paid on application ${application.referenceNumber}`;
    expect(notices.filter((notice) => notice.title === title)).toEqual([
      expect.objectContaining({
        category: 'payment',
        link: `/agent-dashboard?application=${application.id}`,
      }),
    ]);
    expect(notices.find((notice) => notice.title === title)?.message).toMatch(/^The client paid \S+/);
    expect(subjects.filter((subject) => subject === title)).toHaveLength(1);
  });

  it('tells the agent of the client’s reply, and not of their own messages', async () => {
    const { traveller, application } = await submittedByNewTraveller();
    const { id, referenceNumber } = application;
    const write = (headers: Record<string, string>, body: string) =>
      review.api.call('POST', `/api/applications/${id}/messages`, headers, { body });
    expect((await write(review.agent.headers, 'Please confirm your hotel dates')).statusCode).toBe(201);
    expect((await write(traveller.headers, 'The 1st to the 10th of March')).statusCode).toBe(201);

    const { notices, subjects } = await toldAbout(referenceNumber);
    const title = `New message on application ${referenceNumber}`;
    expect(notices.filter((notice) => notice.title === title)).toEqual([
      expect.objectContaining({
        message: 'Test general (Applicant): The 1st to the 10th of March',
        category: 'message',
        link: `/agent-dashboard?application=${id}`,
      }),
    ]);
    expect(subjects.filter((subject) => subject === title)).toHaveLength(1);
  });
});
