import type { Page } from '@playwright/test';
import { expect, signInAs, signInAsNewTraveller, test } from '../support/fixtures';

const chatButton = (page: Page, unread: number) =>
  page.getByRole('link', { name: `Support chat, ${unread} unread` });
const conversationLog = (page: Page, name: string) => page.getByRole('log', { name });

/** Types into the composer and presses Enter, as a person sends a chat message. */
const sendWithEnter = async (page: Page, label: string, text: string) => {
  const box = page.getByRole('textbox', { name: label });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
};

test('a traveller and support staff chat live on both sides; the unread badge counts replies', async ({
  page,
  browser,
}) => {
  test.slow(); // two browsers, each with a live stream
  await page.goto('/chat');
  await expect(page.getByText('Sign in to chat with our support team.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact form' })).toHaveAttribute('href', '/contact');

  await signInAsNewTraveller(page, { fullName: 'Chloe Chatter' });
  await page.goto('/chat');
  await expect(page.getByRole('heading', { name: 'Support chat', level: 1 })).toBeVisible();
  await expect(page.getByText('No messages yet')).toBeVisible();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  await sendWithEnter(page, 'Your message', 'Can I change my travel dates after submitting?');
  const travellerLog = conversationLog(page, 'Conversation with support');
  await expect(travellerLog).toContainText('You');
  await expect(travellerLog).toContainText('Can I change my travel dates after submitting?');

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAs(staff, 'admin');
  await staff.goto('/admin-dashboard?tab=chat');
  await expect(staff.getByRole('tab', { name: 'Support chat', selected: true })).toBeVisible();
  await expect(staff.getByText('Live', { exact: true })).toBeVisible();
  const inbox = staff.getByRole('list', { name: 'Open conversations' });
  await inbox.getByRole('button', { name: 'Chloe Chatter, 1 unread message' }).click();
  const staffLog = conversationLog(staff, 'Conversation with Chloe Chatter');
  await expect(staffLog).toContainText('Can I change my travel dates after submitting?');
  await expect(inbox.getByRole('button', { name: 'Chloe Chatter, 0 unread messages' })).toBeVisible();

  // Each side sees the other's message without a reload.
  await sendWithEnter(page, 'Your message', 'It is for my Japan application.');
  await expect(staffLog).toContainText('It is for my Japan application.');
  await sendWithEnter(staff, 'Your reply', 'Yes, until an agent starts the review.');
  await expect(travellerLog).toContainText('Yes, until an agent starts the review.');
  await expect(travellerLog).toContainText('(support)');

  // Away from the chat, a reply shows as an unread badge; opening the chat reads it.
  await page.goto('/user-dashboard');
  await expect(chatButton(page, 0)).toBeVisible();
  await sendWithEnter(staff, 'Your reply', 'Tell me if you need more help.');
  await expect(staffLog).toContainText('Tell me if you need more help.');
  await page.reload();
  await chatButton(page, 1).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(travellerLog).toContainText('Tell me if you need more help.');
  await expect(chatButton(page, 0)).toBeVisible();

  await staff.getByRole('button', { name: 'Close conversation' }).click();
  await expect(staff.getByText('Conversation closed')).toBeVisible();
  await expect(
    page.getByText('Support closed this conversation. Write below to start a new one.'),
  ).toBeVisible();
  await staffContext.close();
});
