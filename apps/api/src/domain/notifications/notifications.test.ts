import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createSignedInUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { notify, textsOf, type NotificationTexts } from './notify';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
}, 60_000);
afterAll(() => test.close());

type Headers = Record<string, string>;
let clock = Date.now();
const get = (url: string, headers: Headers) => test.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Headers) => test.app.inject({ method: 'POST', url, headers });

const seed = async (
  userId: string,
  count: number,
  category: 'application_update' | 'payment' = 'application_update',
) => {
  for (let index = 0; index < count; index += 1)
    await notify(test.db, ['en'], {
      userId,
      text: () => ({ title: `Update ${index}`, message: `Something happened (${index})` }),
      type: 'info',
      category,
      link: '/applications',
      // One second apart: rows written within one clock tick would tie on time and sort in any order.
      createdAt: new Date((clock += 1000)),
    });
};

describe('notifications', () => {
  it('lists the user’s own notifications newest first, paged and filtered', async () => {
    const { user, headers } = await createSignedInUser(test);
    const other = await createSignedInUser(test);
    await seed(user.id, 3);
    await seed(user.id, 1, 'payment');
    await seed(other.user.id, 2);
    const page = (await get('/api/notifications?pageSize=2', headers)).json().data;
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    expect(page.items[0]).toMatchObject({
      title: 'Update 0',
      category: 'payment',
      read: false,
      link: '/applications',
    });
    expect((await get('/api/notifications?category=payment', headers)).json().data.total).toBe(1);
    expect((await get('/api/notifications', other.headers)).json().data.total).toBe(2);
  });

  it('marks one and then all as read, and the unread count follows', async () => {
    const { user, headers } = await createSignedInUser(test);
    await seed(user.id, 3);
    const unread = async () => (await get('/api/notifications/unread-count', headers)).json().data.unread;
    expect(await unread()).toBe(3);
    const [first] = (await get('/api/notifications', headers)).json().data.items;
    const marked = await post(`/api/notifications/${first.id}/read`, headers);
    expect(marked.json().data).toMatchObject({ id: first.id, read: true });
    expect(await unread()).toBe(2);
    expect((await get('/api/notifications?unreadOnly=true', headers)).json().data.total).toBe(2);
    expect((await post('/api/notifications/read-all', headers)).json().message).toBe('2 marked as read');
    expect(await unread()).toBe(0);
  });

  it("answers 404 for another user's notification and leaves it unread", async () => {
    const owner = await createSignedInUser(test);
    const stranger = await createSignedInUser(test);
    await seed(owner.user.id, 1);
    const [item] = (await get('/api/notifications', owner.headers)).json().data.items;
    expect((await post(`/api/notifications/${item.id}/read`, stranger.headers)).statusCode).toBe(404);
    await post('/api/notifications/read-all', stranger.headers);
    expect((await get('/api/notifications/unread-count', owner.headers)).json().data.unread).toBe(1);
  });

  it.each(['agent', 'admin', 'corporate'] as const)(
    'gives %s users their own notifications too',
    async (role) => {
      const { user, headers } = await createSignedInUser(test, { role });
      await seed(user.id, 1);
      expect((await get('/api/notifications', headers)).json().data.total).toBe(1);
    },
  );

  it('requires a session', async () => {
    expect((await get('/api/notifications', {})).statusCode).toBe(401);
    expect((await post('/api/notifications/read-all', {})).statusCode).toBe(401);
  });

  it.each(['?page=-1', '?pageSize=0', '?pageSize=5000', '?unreadOnly=maybe', '?category=spam'])(
    'rejects the bad query %s with 400',
    async (query) => {
      const { headers } = await createSignedInUser(test);
      expect((await get(`/api/notifications${query}`, headers)).statusCode).toBe(400);
    },
  );

  it('rejects a malformed id with 400', async () => {
    const { headers } = await createSignedInUser(test);
    expect((await post('/api/notifications/42/read', headers)).statusCode).toBe(400);
  });
});

const paidTexts: NotificationTexts<{ amount: string }> = {
  en: ({ amount }) => ({ title: 'Payment received', message: `You paid ${amount}.` }),
  es: ({ amount }) => ({ title: 'Pago recibido', message: `Ha pagado ${amount}.` }),
  fr: ({ amount }) => ({ title: 'Paiement reçu', message: `Vous avez payé ${amount}.` }),
  de: ({ amount }) => ({ title: 'Zahlung erhalten', message: `Sie haben ${amount} bezahlt.` }),
  zh: ({ amount }) => ({ title: '已收到付款', message: `您已支付 ${amount}。` }),
  ar: ({ amount }) => ({ title: 'تم استلام الدفعة', message: `لقد دفعت ${amount}.` }),
};

describe('notifications in the reader’s language', () => {
  const accountIn = async (interfaceLanguage: 'es' | 'fr') => {
    const { user, headers } = await createSignedInUser(test);
    await test.db.update(users).set({ interfaceLanguage }).where(eq(users.id, user.id));
    return { user, headers };
  };
  const tellPaid = (userIds: string[], offered: Parameters<typeof notify>[1]) =>
    notify(
      test.db,
      offered,
      ...userIds.map((userId) => ({
        userId,
        text: textsOf(paidTexts, { amount: '€120.00' }),
        type: 'success' as const,
        category: 'payment' as const,
      })),
    );
  const latest = async (headers: Headers) => (await get('/api/notifications', headers)).json().data.items[0];

  it('writes to each recipient in their own account’s language', async () => {
    const spanish = await accountIn('es');
    const french = await accountIn('fr');
    const english = await createSignedInUser(test);
    await tellPaid([spanish.user.id, french.user.id, english.user.id], ['en', 'es', 'fr']);
    expect(await latest(spanish.headers)).toMatchObject({
      title: 'Pago recibido',
      message: 'Ha pagado €120.00.',
    });
    expect(await latest(french.headers)).toMatchObject({ title: 'Paiement reçu' });
    expect(await latest(english.headers)).toMatchObject({ title: 'Payment received' });
  });

  it('writes in English to an account whose language the site does not offer', async () => {
    const spanish = await accountIn('es');
    await tellPaid([spanish.user.id], ['en', 'fr']);
    expect(await latest(spanish.headers)).toMatchObject({
      title: 'Payment received',
      message: 'You paid €120.00.',
    });
  });

  it('stores nothing when there is nobody to tell', async () => {
    await expect(notify(test.db, ['en', 'es'])).resolves.toBeUndefined();
  });
});
