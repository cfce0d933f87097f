import type { Page } from '@playwright/test';
import { openAdminTab } from '../support/admin';
import { expect, signInAs, test } from '../support/fixtures';
import { screenshot } from '../support/look';

/** How long a write may take: it reloads the checker's rules, slow on a busy machine. */
const saved = 20_000;
const ruleName = 'Korea e-Visa for tourists (test rule)';

/** The public checker's answer for a Japanese tourist in South Korea on `travel`, as drawn from its address. */
const checkJapanToKorea = async (page: Page, travel: string) => {
  await page.goto(`/visa-check?from=JP&to=KR&purpose=tourist&travel=${travel}`);
  const result = page.getByRole('region', { name: /^Japan to / });
  await expect(result).toBeVisible();
  return result;
};

const openEntryRules = async (page: Page) => {
  await page.goto('/admin-dashboard');
  await openAdminTab(page, 'Entry Rules');
  await expect(page.getByRole('table', { name: 'Entry rules' })).toBeVisible();
};

test('an admin records a dated e-visa rule the checker uses at once, ends it, then deletes it', async ({
  page,
}) => {
  test.slow();
  await signInAs(page, 'admin');
  const before = await checkJapanToKorea(page, '2026-12-15');
  await expect(before.getByText('Visa free', { exact: true })).toBeVisible();

  await openEntryRules(page);
  const eta = page.getByRole('row').filter({ hasText: 'UK Electronic Travel Authorisation (ETA)' });
  await expect(eta).toHaveCount(1);
  await expect(eta).toContainText('Shipped');
  await expect(eta).toContainText('United Kingdom');
  await expect(eta).toContainText('EU, EEA and Swiss citizens');
  await expect(eta).toContainText('except Ireland');
  await expect(eta).toContainText('From 2 Apr 2025');
  await expect(eta).toContainText('£16.00');
  await expect(eta).toContainText('Recorded by VisaBridge on 28 Nov 2026');
  const source = eta.getByRole('link', { name: /Source of UK Electronic Travel Authorisation/ });
  await expect(source).toHaveAttribute('href', 'https://www.gov.uk/eta');
  await expect(source).toHaveAttribute('target', '_blank');
  await expect(source).toHaveAttribute('rel', /noopener/);
  // A shipped rule would come back on the next start: it is ended, never deleted.
  await expect(eta.getByRole('button', { name: /^End UK Electronic/ })).toBeVisible();
  await expect(eta.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  const etias = page.getByRole('row').filter({ hasText: 'ETIAS travel authorisation' });
  await expect(etias).toContainText('Announced, no start date');
  await expect(etias).toContainText('The Schengen area');

  await page.getByRole('combobox', { name: 'Destination' }).click();
  await page.getByRole('option', { name: 'United Kingdom', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Entry rules' }).getByRole('row')).toHaveCount(2);
  await expect(eta).toBeVisible();
  await screenshot(page, 'entry-rules-tab');
  await page.getByRole('combobox', { name: 'Destination' }).click();
  await page.getByRole('option', { name: 'All destinations', exact: true }).click();

  await page.getByRole('button', { name: 'Create Rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Entry Rule' });
  await expect(dialog.getByLabel(/^Recorded on/)).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expect(dialog.getByLabel(/^Recorded by/)).not.toHaveValue('');
  await dialog.getByRole('combobox', { name: 'Passports' }).fill('Japan');
  await page.getByRole('option', { name: 'Japan', exact: true }).click();
  await dialog.getByRole('combobox', { name: /^Destination country/ }).fill('Korea');
  await page
    .getByRole('option', { name: /Korea/ })
    .filter({ hasNotText: /North|Democratic/ })
    .click();
  await dialog.getByRole('checkbox', { name: 'Tourism' }).check();
  await screenshot(page, 'entry-rule-dialog-top', false);
  await dialog.getByRole('combobox', { name: /^Category/ }).click();
  await page.getByRole('option', { name: 'e-Visa', exact: true }).click();
  await dialog.getByLabel(/^Authorisation name/).fill(ruleName);
  await dialog.getByLabel(/^In force from/).fill('2026-12-01');
  await dialog.getByLabel(/^In force until/).fill('2026-11-20');
  await dialog.getByRole('button', { name: 'Add fee' }).click();
  await dialog.getByLabel(/^Fee 1 from/).fill('2026-12-01');
  await dialog.getByLabel(/^Fee 1 amount/).fill('40.50');
  await dialog.getByLabel(/^Official site/).fill('https://www.visa.go.kr');
  await dialog.getByLabel(/^Source/).fill('https://www.visa.go.kr');
  await screenshot(page, 'entry-rule-dialog', false);
  await dialog.getByRole('button', { name: 'Create Rule' }).click();
  const endsOn = dialog.getByLabel(/^In force until/);
  await expect(endsOn).toHaveAccessibleDescription('End date must not be before the start date');
  await expect(dialog.getByLabel(/^Authorisation name/)).toHaveValue(ruleName);
  await expect(dialog.getByLabel(/^Fee 1 amount/)).toHaveValue('40.50');

  await endsOn.fill('');
  await dialog.getByRole('button', { name: 'Create Rule' }).click();
  await expect(page.getByText('Entry rule created')).toBeVisible({ timeout: saved });
  await expect(dialog).toBeHidden();
  const created = page.getByRole('row').filter({ hasText: ruleName });
  await expect(created).toContainText('e-Visa for Tourism');
  await expect(created).toContainText('From 1 Dec 2026');
  await expect(created).toContainText('None yet; $40.50 from 1 Dec 2026');

  const during = await checkJapanToKorea(page, '2026-12-15');
  await expect(during.getByRole('region', { name: ruleName })).toBeVisible();
  await expect(during.getByText('e-Visa', { exact: true }).first()).toBeVisible();
  const earlier = await checkJapanToKorea(page, '2026-11-29');
  await expect(earlier.getByText('Visa free', { exact: true })).toBeVisible();

  await openEntryRules(page);
  await created.getByRole('button', { name: `End ${ruleName}`, exact: false }).click();
  const end = page.getByRole('dialog', { name: 'End entry rule' });
  await end.getByLabel(/^Last day in force/).fill('2026-12-10');
  await end.getByRole('button', { name: 'End Rule' }).click();
  await expect(page.getByText('Entry rule ended')).toBeVisible({ timeout: saved });
  await expect(created).toContainText('From 1 Dec 2026 until 10 Dec 2026');

  const after = await checkJapanToKorea(page, '2026-12-15');
  await expect(after.getByText('Visa free', { exact: true })).toBeVisible();
  await expect(after.getByRole('region', { name: ruleName })).toHaveCount(0);

  await openEntryRules(page);
  await created.getByRole('button', { name: /^Delete / }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete entry rule' });
  await expect(confirm).toContainText(ruleName);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Entry rule deleted')).toBeVisible({ timeout: saved });
  await expect(created).toHaveCount(0);
});

test('an admin edits a shipped rule: a refusal only the server knows lands on its field, then the fee is saved', async ({
  page,
}) => {
  test.slow();
  await signInAs(page, 'admin');
  const brazil = 'Brazilian electronic visitor visa (e-Visa)';
  const checkUsToBrazil = async () => {
    await page.goto('/visa-check?from=US&to=BR&purpose=tourist&travel=2026-12-15');
    const notice = page.getByRole('region', { name: brazil });
    await expect(notice).toBeVisible();
    return notice;
  };
  await expect(await checkUsToBrazil()).toContainText('Government fee: Not known.');

  await openEntryRules(page);
  const row = page.getByRole('row').filter({ hasText: brazil });
  await expect(row).toContainText('Shipped');
  await row.getByRole('button', { name: `Edit ${brazil}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Entry Rule' });
  await expect(dialog.getByLabel(/^Authorisation name/)).toHaveValue(brazil);
  await expect(dialog.getByLabel(/^In force from/)).toHaveValue('2025-04-10');
  await dialog.getByRole('button', { name: 'Add fee' }).click();
  await dialog.getByLabel(/^Fee 1 from/).fill('2025-04-10');
  await dialog.getByLabel(/^Fee 1 amount/).fill('50.00');

  // The page's country list is older than the server's (a country withdrawn since it loaded): only the server knows.
  await page.route('**/api/visa/entry-rules/*', (route) =>
    route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), destination: 'XX' }) }),
  );
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  const destination = dialog.getByRole('combobox', { name: /^Destination country/ });
  await expect(destination).toHaveAccessibleDescription(/Unknown country code XX/);
  await expect(dialog.getByLabel(/^Fee 1 amount/)).toHaveValue('50.00');
  await page.unroute('**/api/visa/entry-rules/*');

  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Entry rule updated')).toBeVisible({ timeout: saved });
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Fee today: $50.00');
  // Still shipped: it is ended, never deleted.
  await expect(row).toContainText('Shipped');
  await expect(row.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await expect(await checkUsToBrazil()).toContainText('Government fee: $50.00');
});
