import type { Browser, Page } from '@playwright/test';
import { expect, pickCountry, signInAs, signInAsNewTraveller, test } from '../support/fixtures';

/** The time as the web app writes it ('26 Nov 2026, 10:00'), in the browser's zone. */
const written = (time: Date) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(time);

/** A datetime-local value `days` ahead at 10:00 local time. */
const localTenOClock = (days: number) => {
  const time = new Date();
  time.setDate(time.getDate() + days);
  time.setHours(10, 0, 0, 0);
  const pad = (value: number) => String(value).padStart(2, '0');
  const value = `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}T10:00`;
  return { value, time };
};

const pageAs = async (browser: Browser, role: 'admin' | 'agent') => {
  const page = await (await browser.newContext()).newPage();
  return { page, session: await signInAs(page, role) };
};

const upcoming = (page: Page) => page.getByRole('list', { name: 'Upcoming consultations' }).first();

test('visitors are asked to sign in (and come back) or to write to us', async ({ page }) => {
  await page.goto('/consultation');
  await expect(page.getByRole('heading', { level: 1, name: 'Consultations' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'send us a message' })).toHaveAttribute('href', '/contact');
  await page.getByRole('link', { name: 'Sign in to book' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a traveller books, an admin schedules it with an agent, the traveller sees the time and the agent the task', async ({
  page,
  browser,
}) => {
  test.slow(); // three people in turn
  const traveller = await signInAsNewTraveller(page, { fullName: 'Cora Consult' });
  await page.goto('/consultation');
  await page.getByRole('combobox', { name: 'Topic' }).selectOption({ label: 'Documents' });
  await pickCountry(page, 'Destination (optional)', 'Japan');
  const time = page.getByLabel('Preferred time 1', { exact: true });
  await time.fill(localTenOClock(-1).value);
  await page.getByRole('button', { name: 'Request consultation' }).click();
  await expect(page.getByText('Choose a time at least 2 hours from now')).toBeVisible();
  const booked = localTenOClock(3);
  await time.fill(booked.value);
  // Three times offered, the second taken back: the third moves up into its place.
  await page.getByRole('button', { name: 'Add another time' }).click();
  await page.getByLabel('Preferred time 2', { exact: true }).fill(localTenOClock(5).value);
  await page.getByRole('button', { name: 'Add another time' }).click();
  await page.getByLabel('Preferred time 3', { exact: true }).fill(localTenOClock(4).value);
  await expect(page.getByRole('button', { name: 'Add another time' })).toBeHidden();
  await page.getByRole('button', { name: 'Remove preferred time 2' }).click();
  await expect(page.getByLabel('Preferred time 2', { exact: true })).toHaveValue(localTenOClock(4).value);
  await expect(page.getByLabel('Preferred time 3', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Preferred time 1', { exact: true })).toHaveValue(booked.value);
  await page.getByRole('button', { name: 'Request consultation' }).click();
  await expect(page.getByText('Consultation requested')).toBeVisible();
  const line = upcoming(page).getByRole('listitem').filter({ hasText: 'Documents · Japan' });
  await expect(line).toContainText('Awaiting confirmation');
  await expect(line).toContainText(`Preferred: ${written(booked.time)}; ${written(localTenOClock(4).time)}`);

  const admin = await pageAs(browser, 'admin');
  const agent = await pageAs(browser, 'agent');
  const agentName = `${agent.session.user.firstName} ${agent.session.user.lastName}`;
  await admin.page.goto('/admin-dashboard?tab=consultations&status=requested');
  const request = admin.page.getByRole('listitem').filter({ hasText: traveller.user.email });
  await expect(request).toContainText('Documents · Japan');
  await request.getByRole('button', { name: 'Schedule' }).click();
  const dialog = admin.page.getByRole('dialog', { name: 'Schedule consultation with Cora Consult' });
  await dialog.getByRole('combobox', { name: 'Agent' }).click();
  await admin.page.getByRole('option', { name: new RegExp(`^${agentName} `) }).click();
  await expect(dialog.getByRole('radio', { name: written(booked.time) })).toBeChecked();
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(admin.page.getByText('Consultation scheduled')).toBeVisible();
  await expect(request).toBeHidden();

  await page.reload();
  await expect(line).toContainText('Confirmed');
  await expect(line).toContainText(written(booked.time));
  await expect(line).toContainText(`With ${agentName}`);
  await page.goto('/user-dashboard');
  const card = page.getByRole('region', { name: 'Consultations' });
  await expect(card).toContainText(`Documents · Japan${written(booked.time)}`);

  await agent.page.goto('/agent-dashboard?tab=tasks');
  await agent.page.getByRole('combobox', { name: 'Type' }).click();
  await agent.page.getByRole('option', { name: 'Consultation' }).click();
  const task = agent.page
    .getByRole('list', { name: 'Tasks', exact: true })
    .getByRole('listitem')
    .filter({ hasText: 'Documents consultation with Cora Consult (Japan)' });
  await expect(task).toContainText(`${written(booked.time)} · Cora Consult`);
  await task.getByRole('button', { name: /^Mark complete/ }).click();
  await expect(task).toBeHidden();
  await page.goto('/consultation');
  await expect(
    page
      .getByRole('list', { name: 'Past consultations' })
      .getByRole('listitem')
      .filter({ hasText: 'Documents · Japan' }),
  ).toContainText('Completed');
});
