import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatConversations, emailOutbox } from '../../db/schema';
import { chatCall as call, staffMailAbout } from '../../test/chat';
import { createSignedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let test: TestApp;
let withSupportEmail: TestApp;
beforeAll(async () => {
  test = await createTestApp();
  withSupportEmail = await createTestApp({ SUPPORT_EMAIL: 'Help@VisaBridge.example' });
}, 120_000);
afterAll(async () => {
  await test.close();
  await withSupportEmail.close();
});

const mailTo = (app: TestApp, recipient: string, subject: string) =>
  app.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.recipient, recipient), like(emailOutbox.subject, `${subject}%`)));
const userAwayFor = (app: TestApp, conversationId: string, minutes: number) =>
  app.db
    .update(chatConversations)
    .set({ userSeenAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(chatConversations.id, conversationId));

describe('support chat email when the other side is away', () => {
  it('emails the active admins once per ten minutes when no staff member is online', async () => {
    const admin = await createSignedInUser(test, { role: 'admin' });
    const traveller = await createSignedInUser(test);
    const first = await call(test, 'POST', '/api/chat/messages', traveller.headers, {
      body: 'Anyone there?',
    });
    const conversationId = first.json().data.conversationId;
    await call(test, 'POST', '/api/chat/messages', traveller.headers, { body: 'Hello again' });
    const mail = await mailTo(test, admin.user.email, 'Support chat: new message from Test general');
    expect(mail).toHaveLength(1);
    expect(mail[0]?.body).toContain('Anyone there?');
    expect(mail[0]?.body).toContain(`/chat?conversation=${conversationId}`);
    expect(await mailTo(test, 'help@visabridge.example', 'Support chat')).toEqual([]);
  });

  it('does not email staff while one has the conversation open', async () => {
    const admin = await createSignedInUser(test, { role: 'admin' });
    const traveller = await createSignedInUser(test);
    const conversationId = (
      await call(test, 'POST', '/api/chat/messages', traveller.headers, { body: 'First' })
    ).json().data.conversationId;
    const emailed = (await staffMailAbout(test, conversationId)).length;
    expect(emailed).toBeGreaterThan(0);
    // Past the ten-minute gap, so only staff presence can hold the next email back.
    await test.db
      .update(emailOutbox)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(like(emailOutbox.body, `%${conversationId}%`));
    await call(test, 'GET', `/api/chat/conversations/${conversationId}`, admin.headers);
    await call(test, 'POST', '/api/chat/messages', traveller.headers, { body: 'Second' });
    expect(await staffMailAbout(test, conversationId)).toHaveLength(emailed);
  });

  it('sends staff mail to SUPPORT_EMAIL when it is configured', async () => {
    const admin = await createSignedInUser(withSupportEmail, { role: 'admin' });
    const traveller = await createSignedInUser(withSupportEmail);
    await call(withSupportEmail, 'POST', '/api/chat/messages', traveller.headers, {
      body: 'Where is my visa?',
    });
    expect(await mailTo(withSupportEmail, 'help@visabridge.example', 'Support chat')).toHaveLength(1);
    expect(await mailTo(withSupportEmail, admin.user.email, 'Support chat')).toEqual([]);
  });

  it('emails the user about a staff reply only when their chat is not open, once per ten minutes', async () => {
    const agent = await createSignedInUser(test, { role: 'agent' });
    const traveller = await createSignedInUser(test);
    const conversationId = (
      await call(test, 'POST', '/api/chat/messages', traveller.headers, { body: 'Question' })
    ).json().data.conversationId;
    const reply = (body: string) =>
      call(test, 'POST', `/api/chat/conversations/${conversationId}/messages`, agent.headers, { body });
    await reply('Answered while you were here');
    expect(await mailTo(test, traveller.user.email, 'New reply')).toEqual([]);

    await userAwayFor(test, conversationId, 3);
    await reply('Answered while you were away');
    await reply('And one more thing');
    const mail = await mailTo(test, traveller.user.email, 'New reply');
    expect(mail).toHaveLength(1);
    expect(mail[0]?.body).toContain('Answered while you were away');
    expect(mail[0]?.body).toContain('http://localhost:3000/chat');
  });
});
