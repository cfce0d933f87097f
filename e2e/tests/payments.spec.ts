import { adminToken, createAcceptedUser } from '../support/admin';
import { createSubmittedApplication } from '../support/applications';
import { companyToken } from '../support/corporate';
import { bearer, expect, signInAs, signInAsNewTraveller, test, uniqueEmail } from '../support/fixtures';
import {
  fileStart,
  fillCard,
  payApplication,
  payDialog,
  startPaymentIntent,
  unpaidInvoices,
  submitPayment,
  visaCard,
} from '../support/payments';

// Each traveller test builds a submitted application through the API first.
test.slow();

test('on a phone the test cards start folded, and choosing one fills the card number in', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { token } = await signInAsNewTraveller(page);
  const application = await createSubmittedApplication(page.request, token, { toCountry: 'IN' });
  await page.goto(`/payment?application=${application.id}`);
  const dialog = payDialog(page);
  await expect(dialog.getByText('Test mode — no real card is charged')).toBeVisible();
  await expect(dialog.getByLabel('Card number')).toBeInViewport();
  const useVisa = dialog.getByRole('button', { name: 'Use test card 4242 4242 4242 4242' });
  await expect(useVisa).toBeHidden();

  await dialog.getByRole('button', { name: /^Show the \d+ test cards$/ }).click();
  await useVisa.click();
  await expect(dialog.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  await expect(useVisa).toBeHidden();
  await expect(dialog.getByRole('button', { name: /^Show the \d+ test cards$/ })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  const { name, expiry, cvc } = visaCard();
  await dialog.getByLabel('Name on card').fill(name);
  await dialog.getByLabel('Expiry (MM/YY)').fill(expiry);
  await dialog.getByLabel('CVC').fill(cvc);
  await submitPayment(dialog);
  await expect(page.getByText('Payment successful')).toBeVisible();
});

test('a traveller sees the fees apart, pays with 4242 and downloads the PDF receipt', async ({ page }) => {
  const { token } = await signInAsNewTraveller(page);
  const application = await createSubmittedApplication(page.request, token, { toCountry: 'IN' });

  await page.goto(`/applications/${application.id}`);
  const fees = page.getByRole('region', { name: 'Fees and payment' });
  for (const part of [
    'Government fee$25.00',
    'VisaBridge processing fee$15.00',
    'VisaBridge service fee$10.00',
    'Total charged by VisaBridge (USD)$50.00',
  ])
    await expect(fees).toContainText(part);
  await expect(fees).toContainText('Unpaid');
  await fees.getByRole('link', { name: 'Pay now' }).click();

  await expect(page).toHaveURL(new RegExp(`/payment\\?application=${application.id}$`));
  await expect(page).toHaveTitle('Payments | VisaBridge');
  const dialog = payDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Pay application fees' })).toBeVisible();
  await expect(dialog.getByText('Test mode — no real card is charged')).toBeVisible();
  await expect(dialog).toContainText('4242 4242 4242 4242');
  await expect(dialog).toContainText(application.referenceNumber);

  await fillCard(dialog, visaCard('4242424242424242'));
  await expect(dialog.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  await submitPayment(dialog);
  await expect(page.getByText('Payment successful')).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('region', { name: 'Fees due' })).toContainText('Nothing to pay');
  await expect(page.getByRole('region', { name: 'Fees due' })).toContainText(
    'No fees are due. Your submitted applications are paid.',
  );
  const row = page.getByRole('table', { name: 'Payment history' }).getByRole('row').nth(1);
  await expect(row).toContainText('Completed');
  await expect(row).toContainText('Visa •••• 4242');
  await expect(row).toContainText(application.referenceNumber);

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download receipt' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^receipt-[0-9A-F]{8}\.pdf$/);
  expect(await fileStart(download)).toBe('%PDF');

  await page.goto(`/applications/${application.id}`);
  await expect(fees).toContainText(/Paid on \d{1,2} \w{3} \d{4}/);
  await expect(fees.getByRole('link', { name: 'Pay now' })).toHaveCount(0);

  await page.goto('/user-dashboard');
  const overview = page.getByRole('region', { name: 'Payment Overview' });
  await expect(overview).toContainText('No fees are due. Your submitted applications are paid.');
  await expect(overview).toContainText('Paid (1 payment)');
});

test('a declined card shows its reason and keeps the form; another card then pays', async ({ page }) => {
  const { token } = await signInAsNewTraveller(page);
  const application = await createSubmittedApplication(page.request, token, { toCountry: 'CN' });

  await page.goto('/payment');
  await page.getByRole('button', { name: `Pay China application ${application.referenceNumber}` }).click();
  const dialog = payDialog(page);

  await fillCard(dialog, visaCard('4242 4242 4242 4241'));
  await submitPayment(dialog);
  await expect(dialog.getByText('Your card number is invalid')).toBeVisible();

  const declined = visaCard('4000 0000 0000 0002');
  await fillCard(dialog, declined);
  await submitPayment(dialog);
  await expect(dialog.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(dialog.getByLabel('Card number')).toHaveValue(declined.number);
  await expect(dialog.getByLabel('Name on card')).toHaveValue(declined.name);
  await expect(dialog.getByLabel('Expiry (MM/YY)')).toHaveValue(declined.expiry);
  await expect(dialog.getByLabel('Card number')).toBeFocused();

  await dialog.getByLabel('Card number').fill('5555 5555 5555 4444');
  await submitPayment(dialog);
  await expect(page.getByText('Payment successful')).toBeVisible();
  await expect(dialog).toBeHidden();

  const history = page.getByRole('table', { name: 'Payment history' });
  await expect(history.getByRole('row').filter({ hasText: 'Failed' })).toContainText(
    'Your card was declined.',
  );
  await expect(history.getByRole('row').filter({ hasText: 'Completed' })).toContainText(
    'Mastercard •••• 4444',
  );

  // Filtered to the failed attempts, only the declined one is listed.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Failed' }).click();
  await expect(page).toHaveURL(/status=failed/);
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history.getByRole('row').nth(1)).toContainText('Your card was declined.');
});

test('a corporate user pays an unpaid invoice by card and it shows Paid', async ({ page }) => {
  const token = await companyToken(page.request, 'corporate');
  const invoice = (await unpaidInvoices(page.request, token)).at(-1);
  if (!invoice) throw new Error('the demo company has no unpaid invoice');

  await signInAs(page, 'corporate');
  await page.goto(`/enterprise/billing?status=${invoice.status}&pageSize=50`);
  const row = page.getByRole('row').filter({ hasText: invoice.number });
  await row.getByRole('button', { name: `Pay invoice ${invoice.number}` }).click();
  const dialog = payDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Pay invoice' })).toBeVisible();
  await expect(dialog).toContainText(invoice.number);
  await fillCard(dialog, { ...visaCard(), name: 'Corporate Travel Desk' });
  await submitPayment(dialog);
  await expect(page.getByText('Payment successful')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto('/enterprise/billing?status=paid&pageSize=50');
  const paidRow = page.getByRole('row').filter({ hasText: invoice.number });
  await expect(paidRow).toContainText('Paid');
  await expect(paidRow.getByRole('button', { name: `Pay invoice ${invoice.number}` })).toHaveCount(0);
});

test('an admin refunds a completed payment once; the application then shows Refunded', async ({ page }) => {
  const traveller = await signInAsNewTraveller(page);
  const application = await createSubmittedApplication(page.request, traveller.token, { toCountry: 'IN' });
  const payment = await payApplication(page.request, traveller.token, application.id);
  expect(payment.status).toBe('completed');

  await signInAs(page, 'admin');
  await page.goto(`/admin-dashboard?tab=payments&search=${encodeURIComponent(traveller.user.email)}`);
  const row = page.getByRole('table', { name: 'Payments' }).getByRole('row').nth(1);
  await expect(row).toContainText('Completed');
  await row.getByRole('button', { name: /^Refund/ }).click();

  const dialog = page.getByRole('dialog', { name: 'Refund payment' });
  await dialog.getByLabel('Reason (optional)').fill('Applied twice by mistake');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(page.getByText('Payment refunded')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Refunded');
  await expect(row.getByRole('button', { name: /^Refund/ })).toHaveCount(0);

  const again = await page.request.post(`/api/payments/${payment.id}/refund`, {
    headers: bearer(await adminToken(page.request)),
    data: {},
  });
  expect(again.status()).toBe(409);
  const view = await page.request.get(`/api/applications/${application.id}`, {
    headers: bearer(traveller.token),
  });
  expect(((await view.json()) as { data: { payment: { state: string } } }).data.payment.state).toBe(
    'refunded',
  );
});

test('a payment left unfinished when a colleague starts paying the invoice shows Expired, in the history and the ledger', async ({
  page,
}) => {
  const colleague = {
    firstName: 'Omar',
    lastName: 'Haddad',
    email: uniqueEmail('acme.colleague'),
    role: 'corporate',
    companyName: 'Acme Global Ltd',
  };
  const password = 'CompanyPass2026!';
  await createAcceptedUser(page.request, await adminToken(page.request), colleague, password);
  const login = await page.request.post('/api/auth/login', { data: { email: colleague.email, password } });
  const colleagueToken = ((await login.json()) as { data: { token: string } }).data.token;
  const token = await companyToken(page.request, 'corporate');
  const invoice = (await unpaidInvoices(page.request, token)).at(0);
  if (!invoice) throw new Error('the demo company has no unpaid invoice');
  const left = await startPaymentIntent(page.request, token, { invoiceId: invoice.id });
  const taken = await startPaymentIntent(page.request, colleagueToken, { invoiceId: invoice.id });
  expect(taken.paymentId).not.toBe(left.paymentId);

  await signInAs(page, 'corporate');
  await page.goto('/payment?status=expired');
  const history = page.getByRole('table', { name: 'Payment history' });
  const expired = history.getByRole('row').filter({ hasText: invoice.number });
  await expect(expired).toContainText('Expired');
  await expect(expired).toContainText('Never completed');
  await expect(expired.getByRole('link', { name: /receipt/i })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('expired-payment-history.png'), fullPage: true });

  await signInAs(page, 'admin');
  await page.goto(
    `/admin-dashboard?tab=payments&status=expired&search=${encodeURIComponent(invoice.number)}`,
  );
  const row = page.getByRole('table', { name: 'Payments' }).getByRole('row').nth(1);
  await expect(row).toContainText('Expired');
  await expect(row).toContainText('Never completed');
  await page.screenshot({ path: test.info().outputPath('expired-payment-ledger.png'), fullPage: true });
});
