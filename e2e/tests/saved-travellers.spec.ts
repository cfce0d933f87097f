import { bearer, expect, signInAsNewTraveller, test } from '../support/fixtures';
import { fillPerson } from '../support/travellers';

const phone = { width: 360, height: 740 };

/** A calendar day `years` years before today, as a date input takes it. */
const yearsAgo = (years: number) => {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() - years);
  return day.toISOString().slice(0, 10);
};

test('on a phone, a parent saves two children, is refused a passport number twice, edits one and removes the other', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  const { token } = await signInAsNewTraveller(page);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Saved travellers' });
  await expect(card.getByText('No one saved yet.')).toBeVisible();

  await card.getByRole('button', { name: 'Add a traveller' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a traveller' });
  await dialog.getByLabel(/^First Name/).fill('Lena');
  await dialog.getByRole('button', { name: 'Save traveller' }).click();
  await expect(dialog.getByText('Last name is required')).toBeVisible();
  await expect(dialog.getByText('Date of birth is required')).toBeVisible();
  await expect(dialog.getByLabel(/^First Name/)).toHaveValue('Lena');

  await fillPerson(page, dialog, {
    first: 'Lena',
    last: 'Traveller',
    relationship: 'Child',
    born: yearsAgo(10),
    country: 'Germany',
    passport: 'c01x00t47',
  });
  await dialog.getByRole('button', { name: 'Save traveller' }).click();
  await expect(page.getByText('Traveller saved')).toBeVisible();
  const list = card.getByRole('list', { name: 'Your saved travellers' });
  const lena = list.getByRole('listitem').filter({ hasText: 'Lena Traveller' });
  await expect(lena).toContainText('Child');
  await expect(lena).toContainText('Under 18');
  await expect(lena).toContainText('Germany · •••••0T47 · expires 3 Jan 2031');

  // The same passport number for another child: refused on the field, what was typed stays.
  await card.getByRole('button', { name: 'Add a traveller' }).click();
  const second = page.getByRole('dialog', { name: 'Add a traveller' });
  await fillPerson(page, second, {
    first: 'Jonas',
    last: 'Traveller',
    relationship: 'Child',
    born: yearsAgo(7),
    country: 'Austria',
    passport: 'C01X00T47',
  });
  await second.getByRole('button', { name: 'Save traveller' }).click();
  await expect(second.getByText('Another saved traveller has this passport number.')).toBeVisible();
  await expect(second.getByLabel(/^First Name/)).toHaveValue('Jonas');
  await second.getByLabel(/^Passport Number/).fill('P4471902');
  await second.getByRole('button', { name: 'Save traveller' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').filter({ hasText: 'Jonas Traveller' })).toContainText(
    'Austria · •••••1902',
  );

  // Editing opens the passport number in full.
  await list.getByRole('button', { name: 'Edit Lena Traveller' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Lena Traveller' });
  await expect(edit.getByLabel(/^Passport Number/)).toHaveValue('C01X00T47');
  await page.screenshot({ path: test.info().outputPath('edit-dialog-360.png') });
  await edit.getByLabel(/^First Name/).fill('Lea');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Traveller updated')).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: 'Lea Traveller' })).toBeVisible();

  await list.getByRole('button', { name: 'Remove Jonas Traveller' }).click();
  await page
    .getByRole('dialog', { name: 'Remove Jonas Traveller?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(page.getByText('Traveller removed')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);

  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('saved-travellers-360.png') });
  await page.reload();
  await expect(card.getByRole('listitem')).toHaveCount(1);
  await expect(card.getByRole('listitem')).toContainText('Lea Traveller');
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(phone.width);
  const stored = await page.request.get('/api/saved-travellers', { headers: bearer(token) });
  expect((await stored.json()).data).toEqual([
    expect.objectContaining({ firstName: 'Lea', passportNumberMasked: '•••••0T47', isMinor: true }),
  ]);
});
