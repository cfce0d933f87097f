import type { Page } from '@playwright/test';
import { inviteUser } from '../support/admin';
import { createSubmittedApplication } from '../support/applications';
import {
  bearer,
  demoSession,
  expect,
  logInThroughApi,
  registerTraveller,
  test as base,
  uniqueEmail,
} from '../support/fixtures';
import { axeViolationsIn, screenshot } from '../support/look';
import { payApplication } from '../support/payments';
import { startProductServer, type ProductServer } from '../support/product-server';
import { logOutThroughUi, profilePassword, registerAndOpenProfile } from '../support/profile';
import { codeOf, enrolAtFirstSignIn, setUpAuthenticator } from '../support/second-factor';

/**
 * A second-factor check covers sensitive changes for `STEP_UP_MINUTES`. These journeys need it to lapse,
 * so they run on a server of their own whose window is six seconds, and wait it out as a person would.
 */
const stepUpWindowMs = 6_000;
const test = base.extend<object, { shortStepUpServer: ProductServer }>({
  shortStepUpServer: [
    async ({}, use) => {
      const server = await startProductServer({ STEP_UP_MINUTES: String(stepUpWindowMs / 60_000) });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ shortStepUpServer }, use) => use(shortStepUpServer.baseUrl),
});
// One server for the file: its tests run one after another in one worker.
test.describe.configure({ mode: 'serial' });

const waitOutStepUpWindow = () => new Promise((resolve) => setTimeout(resolve, stepUpWindowMs + 1_000));

const stepUpDialog = (page: Page) => page.getByRole('dialog', { name: 'Confirm it is you' });

/** The demo admin signs in with the password and, being staff, sets up an authenticator app first. */
const adminSignsInWithPassword = async (page: Page) => {
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill('elena.rossi@demo.visabridge.test');
  await page.getByLabel(/^Password/).fill('DemoPass2026!');
  await page.getByRole('button', { name: 'Log In' }).click();
  // The password's hash at production cost: slow on a busy machine.
  await expect(page).toHaveURL(/\/second-factor$/, { timeout: 60_000 });
  const enrolled = await enrolAtFirstSignIn(page);
  await expect(page).toHaveURL(/\/admin-dashboard/);
  return enrolled;
};

test('an admin whose second factor has lapsed confirms it before a refund and before a role change', async ({
  page,
  request,
}) => {
  test.slow();
  const traveller = await registerTraveller(request);
  const travellerSession = await logInThroughApi(request, traveller.email, traveller.password);
  const application = await createSubmittedApplication(request, travellerSession.token, { toCountry: 'IN' });
  await payApplication(request, travellerSession.token, application.id);
  const promoted = { firstName: 'Tomas', lastName: 'Novak', email: uniqueEmail('step-up-role') };
  await inviteUser(request, (await demoSession(request, 'admin')).token, { ...promoted, role: 'general' });

  const { secret, recoveryCodes } = await adminSignsInWithPassword(page);
  await waitOutStepUpWindow();

  // The refund is asked for; the server wants the second factor first. Cancelled, nothing is refunded.
  await page.goto(`/admin-dashboard?tab=payments&search=${encodeURIComponent(traveller.email)}`);
  const row = page.getByRole('table', { name: 'Payments' }).getByRole('row').nth(1);
  await expect(row).toContainText('Completed');
  await row.getByRole('button', { name: /^Refund/ }).click();
  const refund = page.getByRole('dialog', { name: 'Refund payment' });
  await refund.getByLabel('Reason (optional)').fill('Applied twice by mistake');
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  const stepUp = stepUpDialog(page);
  await expect(stepUp).toBeVisible();
  await screenshot(page, 'step-up-before-refund');
  expect(await axeViolationsIn(page, '[role="dialog"]')).toEqual([]);
  await stepUp.getByRole('button', { name: 'Cancel' }).click();
  await expect(stepUp).toBeHidden();
  await expect(page.getByText(/^Not done: this change needs your second factor/)).toBeVisible();
  const paymentState = async () => {
    const view = await request.get(`/api/applications/${application.id}`, {
      headers: bearer(travellerSession.token),
    });
    return ((await view.json()) as { data: { payment: { state: string } } }).data.payment.state;
  };
  expect(await paymentState()).toBe('paid');

  // Asked again, the app's next code confirms it, and the refund is sent again by itself.
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  await stepUp.getByLabel(/^Code/).fill(codeOf(secret, 1));
  await stepUp.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Payment refunded')).toBeVisible();
  await expect(row).toContainText('Refunded');
  expect(await paymentState()).toBe('refunded');

  // Later, a role change asks again; a recovery code confirms it this time.
  await waitOutStepUpWindow();
  await page.goto('/admin-dashboard');
  await page.getByLabel('Search users').fill(promoted.email);
  const userRow = page
    .getByRole('table', { name: 'Users' })
    .getByRole('row')
    .filter({ hasText: promoted.email });
  await userRow.getByRole('button', { name: 'Change role of Tomas Novak' }).click();
  const roleDialog = page.getByRole('dialog', { name: 'Change role' });
  await roleDialog.getByRole('combobox', { name: /^New role/ }).click();
  await page.getByRole('option', { name: 'Agent' }).click();
  await roleDialog.getByRole('button', { name: 'Change role' }).click();
  await expect(stepUp).toBeVisible();
  await stepUp.getByLabel(/^Code/).fill(recoveryCodes[0] ?? '');
  await stepUp.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('User updated successfully')).toBeVisible();
  await expect(userRow).toContainText('Agent');
});

test('a traveller whose second factor has lapsed confirms it before a password change; a wrong code keeps what was typed', async ({
  page,
}) => {
  test.slow();
  const email = await registerAndOpenProfile(page, 'step-up');
  const { codes, recoveryCodes } = await setUpAuthenticator(page);
  await codes.getByRole('button', { name: 'I have saved them' }).click();
  await waitOutStepUpWindow();

  const security = page.getByRole('region', { name: 'Security' });
  const newPassword = 'Saffron-Kettle-Orbit-27';
  await security.getByLabel(/^Current Password/).fill(profilePassword);
  await security.getByLabel(/^New Password/).fill(newPassword);
  await security.getByLabel(/^Confirm New Password/).fill(newPassword);
  await security.getByRole('button', { name: 'Change Password' }).click();
  const stepUp = stepUpDialog(page);
  await expect(stepUp).toBeVisible();
  await stepUp.getByLabel(/^Code/).fill('000000');
  await stepUp.getByRole('button', { name: 'Confirm' }).click();
  await expect(stepUp.getByText('That code is not right')).toBeVisible();
  await expect(stepUp.getByLabel(/^Code/)).toHaveValue('000000');
  await screenshot(page, 'step-up-wrong-code');
  expect(await axeViolationsIn(page, '.MuiDialog-root')).toEqual([]);
  await stepUp.getByLabel(/^Code/).fill(recoveryCodes[0] ?? '');
  await stepUp.getByRole('button', { name: 'Confirm' }).click();
  await expect(stepUp).toBeHidden();
  // Hashing the new password takes a while on a busy machine.
  await expect(page.getByText('Password changed')).toBeVisible({ timeout: 45_000 });

  await logOutThroughUi(page);
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(newPassword);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
});
