import type { Page } from '@playwright/test';
import { createSubmittedApplication } from '../support/applications';
import { expect, signInAsNewTraveller, test } from '../support/fixtures';

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
const expectUnread = (page: Page, count: number) =>
  expect(page.getByRole('button', { name: `Notifications, ${count} unread` })).toBeVisible();
const notificationList = (page: Page) => page.getByRole('list', { name: 'Notifications', exact: true });
// Trips whose checklists ask for no photo: the PDF uploaded as a photo would (rightly) add a document-check
// notification, and these tests count the submission notices alone.
const japan = { toCountry: 'JP' };
const brazil = { toCountry: 'BR' };

test('submitting an application notifies the traveller; reading it on /notifications clears the bell', async ({
  page,
}) => {
  test.slow(); // submitted applications are built through the API first
  const { token } = await signInAsNewTraveller(page);
  await page.goto('/user-dashboard');
  await expectUnread(page, 0);

  const application = await createSubmittedApplication(page.request, token, japan);
  await page.goto('/user-dashboard');
  await expectUnread(page, 1);
  await expect(bell(page).locator('.MuiBadge-badge')).toHaveText('1');

  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(page.getByText('You have 1 unread notification.')).toBeVisible();
  const item = notificationList(page).getByRole('listitem').filter({ hasText: 'Application submitted' });
  await expect(item).toContainText(`Your Japan application ${application.referenceNumber} was submitted`);
  await expect(item).toContainText('Application updates');

  await item.getByRole('button', { name: 'Mark "Application submitted" as read' }).click();
  await expect(page.getByText('Notification marked as read')).toBeVisible();
  await expectUnread(page, 0);
  await expect(bell(page).locator('.MuiBadge-badge')).toBeHidden();
  await expect(page.getByText('You are all caught up.')).toBeVisible();
  await expect(item.getByRole('button', { name: /as read$/ })).toBeHidden();
});

test('the bell lists the latest notifications; opening one marks it read and goes to its application', async ({
  page,
}) => {
  test.slow(); // submitted applications are built through the API first
  const { token } = await signInAsNewTraveller(page);
  const application = await createSubmittedApplication(page.request, token, brazil);
  await page.goto('/visa-check');
  await expectUnread(page, 1);

  await bell(page).click();
  const popover = page.getByRole('dialog', { name: 'Notifications' });
  const latest = popover.getByRole('list', { name: 'Latest notifications' });
  await expect(latest.getByRole('listitem')).toHaveCount(1);
  await latest.getByRole('link', { name: /Application submitted/ }).click();
  await expect(page).toHaveURL(new RegExp(`/applications/${application.id}$`));
  await expect(popover).toBeHidden();
  await expectUnread(page, 0);

  await bell(page).click();
  await popover.getByRole('link', { name: 'View all notifications' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
});

test('mark all as read, filter by category and unread only', async ({ page }) => {
  test.slow(); // submitted applications are built through the API first
  const { token } = await signInAsNewTraveller(page);
  await createSubmittedApplication(page.request, token, japan);
  await createSubmittedApplication(page.request, token, brazil);

  await page.goto('/notifications');
  await expectUnread(page, 2);
  await expect(notificationList(page).getByRole('listitem')).toHaveCount(2);

  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Messages' }).click();
  await expect(page).toHaveURL(/category=message/);
  await expect(page.getByText('No notifications match these filters')).toBeVisible();
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Application updates' }).click();
  await expect(notificationList(page).getByRole('listitem')).toHaveCount(2);

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('All notifications marked as read')).toBeVisible();
  await expectUnread(page, 0);
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

  await page.getByLabel('Unread only').click();
  await expect(page.getByLabel('Unread only')).toBeChecked();
  await expect(page).toHaveURL(/unread=true/);
  await expect(page.getByText('No notifications match these filters')).toBeVisible();
  await page.getByRole('button', { name: 'Show all notifications' }).click();
  await expect(notificationList(page).getByRole('listitem')).toHaveCount(2);
});

test('a traveller without notifications sees the empty state', async ({ page }) => {
  await signInAsNewTraveller(page);
  await page.goto('/notifications');
  await expect(page.getByText('No notifications yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
});
