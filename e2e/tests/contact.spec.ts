import { openAdminTab } from '../support/admin';
import {
  emailedLink,
  emailedText,
  expect,
  signInAs,
  signInAsNewTraveller,
  test,
  uniqueEmail,
} from '../support/fixtures';

test('a visitor writes to sales from the landing page; an admin replies from the inbox and marks it handled', async ({
  page,
}) => {
  test.slow(); // two people's work in one story
  const email = uniqueEmail('buyer');
  await page.goto('/');
  await page.getByRole('link', { name: 'Contact Sales' }).click();
  await expect(page).toHaveURL(/\/contact\?topic=sales$/);
  await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
  const topic = page.getByRole('combobox', { name: 'Topic' });
  await expect(topic).toHaveValue('sales');
  await expect(topic.locator('option:checked')).toHaveText('Sales');

  // Mistakes are shown on their fields and what was typed stays.
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('textbox', { name: 'Email' }).fill('ana@');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText('Message is required')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('ana@');

  await form.getByRole('textbox', { name: 'Name' }).fill('Ana Buyer');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form
    .getByRole('textbox', { name: 'Message' })
    .fill('We send 40 engineers to Japan each year. Can you help?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Thank you, your message is with our team')).toBeVisible();
  await expect(page.getByText(`We have emailed a confirmation to ${email}.`)).toBeVisible();
  await emailedText(email, /Thank you for writing to VisaBridge \(Sales\)/);

  await signInAs(page, 'admin');
  await page.goto('/admin-dashboard');
  await openAdminTab(page, 'Inbox');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Sales');
  await expect(row).toContainText('Open');
  await row.getByRole('button', { name: 'Read message from Ana Buyer' }).click();
  const dialog = page.getByRole('dialog', { name: /Message from Ana Buyer/ });
  await expect(dialog.getByText('We send 40 engineers to Japan each year. Can you help?')).toBeVisible();
  await expect(dialog.getByText('Visitor, not signed in')).toBeVisible();

  await dialog.getByRole('button', { name: 'Reply by email' }).click();
  await expect(dialog.getByText('Reply is required')).toBeVisible();
  await dialog
    .getByRole('textbox', { name: 'Reply' })
    .fill('Yes, gladly. Our team plans company visas every week.');
  await dialog.getByRole('button', { name: 'Reply by email' }).click();
  await expect(page.getByText(`Reply emailed to ${email}`)).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Replies' })).toContainText(
    'Our team plans company visas every week.',
  );
  await emailedText(email, /Yes, gladly\. Our team plans company visas every week\./);
  expect(await emailedLink(email, 'contact')).toMatch(/\/contact$/);

  await dialog.getByRole('button', { name: 'Mark handled' }).click();
  await expect(page.getByText('Marked as handled')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(row).toContainText('Handled');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Open', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
});

test('/faq finds a question as one types, opens a linked one, and offers the contact form when nothing matches', async ({
  page,
}) => {
  await page.goto('/help');
  await page.getByRole('link', { name: 'All questions on the FAQ page' }).click();
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions', level: 1 })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search the FAQ' });
  await search.fill('10 MB');
  await expect(page.getByText('1 answer found')).toBeVisible();
  await expect(page.getByText('PDF, JPEG and PNG files of up to 10 MB each.')).toBeVisible();
  await expect(page).toHaveURL(/\/faq\?q=10\+MB$/);

  await search.fill('teleportation');
  await expect(page.getByText('No answers match "teleportation"')).toBeVisible();
  await page.getByRole('link', { name: 'Ask us with the contact form' }).click();
  await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();

  await page.goto('/faq#contact-data');
  await expect(
    page.getByText(/a scrambled key made from your network address \(never the address itself\)/),
  ).toBeVisible();
});

test('a signed-in user finds their name and email already in the contact form', async ({ page }) => {
  const { user } = await signInAsNewTraveller(page);
  await page.goto('/contact');
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(`${user.firstName} ${user.lastName}`);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(user.email);
  const topic = page.getByRole('combobox', { name: 'Topic' });
  await expect(topic).toHaveValue('');
  await expect(topic.locator('option:checked')).toHaveText('Choose a topic');

  // Sent without a topic: the topic says so, and what was typed stays.
  await page.getByRole('textbox', { name: 'Message' }).fill('Where is my passport?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Choose a topic from the list')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Where is my passport?');
  await topic.selectOption({ label: 'Support with an application' });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Thank you, your message is with our team')).toBeVisible();
});
