import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, emailOutbox } from '../../db/schema';
import { createSignedInUser, uniqueEmail } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const SUPPORT = 'support.team@visabridge.test';
let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ SUPPORT_EMAIL: SUPPORT });
}, 60_000);
afterAll(() => test.close());

let lastAddress = 0;
/** A fresh client address per test, so one test's messages never count against another's limit. */
const newAddress = () => `198.51.100.${(lastAddress += 1)}`;

const send = (payload: object, remoteAddress: string, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress, headers });
const validMessage = (email = uniqueEmail('sender')) => ({
  name: 'Ada Sender',
  email,
  topic: 'sales',
  message: 'We would like visas for 40 engineers a year.',
});
const storedFrom = (email: string) =>
  test.db.select().from(contactMessages).where(eq(contactMessages.email, email));
const mailTo = (email: string) => test.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email));

describe('POST /api/contact', () => {
  it('stores a visitor’s message with a keyed hash of the address, copies support and acknowledges the sender', async () => {
    const input = validMessage();
    const address = newAddress();
    const response = await send(input, address);
    expect(response.statusCode).toBe(201);
    const receipt = response.json().data;
    expect(receipt).toMatchObject({ email: input.email, topic: 'sales' });

    const [stored] = await storedFrom(input.email);
    expect(stored).toMatchObject({ id: receipt.id, name: 'Ada Sender', topic: 'sales', userId: null });
    expect(stored?.senderKey).toMatch(/^[\w-]{43}$/);
    expect(stored?.senderKey).not.toContain(address);

    const [acknowledgement] = await mailTo(input.email);
    expect(acknowledgement?.subject).toBe('We received your message');
    expect(acknowledgement?.body).not.toContain(input.message);
    const copies = (await mailTo(SUPPORT)).filter((mail) => mail.body.includes(input.email));
    expect(copies).toHaveLength(1);
    expect(copies[0]?.subject).toBe('Contact form: Sales from Ada Sender');
    expect(copies[0]?.body).toContain(input.message);
  });

  it('keeps the account of a signed-in sender', async () => {
    const { user, headers } = await createSignedInUser(test);
    const input = { ...validMessage(user.email), topic: 'support' };
    expect((await send(input, newAddress(), headers)).statusCode).toBe(201);
    const [stored] = await storedFrom(user.email);
    expect(stored?.userId).toBe(user.id);
  });

  it('treats an ended session as a visitor instead of refusing the message', async () => {
    const input = validMessage();
    const response = await send(input, newAddress(), { authorization: 'Bearer not-a-token' });
    expect(response.statusCode).toBe(201);
    expect((await storedFrom(input.email))[0]?.userId).toBeNull();
  });

  it.each([
    ['a blank name', { name: '  ' }, 'name', 'Name is required'],
    ['a 101-character name', { name: 'x'.repeat(101) }, 'name', 'Must be at most 100 characters'],
    ['an invalid email', { email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    ['an empty email', { email: '' }, 'email', 'Email is required'],
    ['an unknown topic', { topic: 'lottery' }, 'topic', 'Choose a topic from the list'],
    ['no topic', { topic: undefined }, 'topic', 'Choose a topic from the list'],
    ['an empty message', { message: '' }, 'message', 'Message is required'],
    [
      'a 5001-character message',
      { message: 'x'.repeat(5001) },
      'message',
      'Message must be at most 5000 characters',
    ],
  ])('refuses %s with a message on the field and stores nothing', async (_label, change, field, message) => {
    const input = { ...validMessage(), ...change };
    const response = await send(input, newAddress());
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
    const email = validMessage().email;
    expect(await storedFrom(typeof input.email === 'string' ? input.email : email)).toHaveLength(0);
  });

  it('allows 5 messages an hour from one address, then answers 429 with Retry-After and stores nothing', async () => {
    const address = newAddress();
    for (let index = 0; index < 5; index += 1) {
      expect((await send(validMessage(), address)).statusCode).toBe(201);
    }
    const refused = validMessage();
    const response = await send(refused, address);
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toMatch(
      /^You have sent several messages in the last hour\. Please try again in (60|59) minutes\.$/,
    );
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(3500);
    expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await storedFrom(refused.email)).toHaveLength(0);
    expect(await mailTo(refused.email)).toHaveLength(0);
    // Another address is not held back by this one.
    expect((await send(validMessage(), newAddress())).statusCode).toBe(201);
  });

  it('allows 3 messages an hour for one email address, whatever the network address', async () => {
    const email = uniqueEmail('repeat');
    for (let index = 0; index < 3; index += 1) {
      expect((await send(validMessage(email), newAddress())).statusCode).toBe(201);
    }
    const response = await send(validMessage(email), newAddress());
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBeDefined();
    expect(await storedFrom(email)).toHaveLength(3);
  });

  it('counts only the last hour: older messages no longer hold the sender back', async () => {
    const email = uniqueEmail('earlier');
    for (let index = 0; index < 3; index += 1) {
      expect((await send(validMessage(email), newAddress())).statusCode).toBe(201);
    }
    await test.db
      .update(contactMessages)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(contactMessages.email, email));
    expect((await send(validMessage(email), newAddress())).statusCode).toBe(201);
  });
});
