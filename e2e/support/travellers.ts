import type { Locator, Page } from '@playwright/test';
import { pickCountry } from './fixtures';

/** A person as the traveller forms take them; `expiry` defaults to a passport valid until 2031. */
export type Person = {
  first: string;
  last: string;
  relationship: string;
  born: string;
  country: string;
  passport: string;
  expiry?: string;
};

/** Types a person into an open traveller form (saved travellers, or a trip's Add traveller), field by field. */
export const fillPerson = async (page: Page, dialog: Locator, person: Person) => {
  await dialog.getByLabel(/^First Name/).fill(person.first);
  await dialog.getByLabel(/^Last Name/).fill(person.last);
  await dialog.getByRole('combobox', { name: /^Who is this to you/ }).click();
  await page.getByRole('option', { name: person.relationship, exact: true }).click();
  await dialog.getByLabel(/^Date of Birth/).fill(person.born);
  await pickCountry(page, /^Nationality/, person.country);
  await dialog.getByLabel(/^Passport Number/).fill(person.passport);
  await dialog.getByLabel(/^Passport Expiry/).fill(person.expiry ?? '2031-01-03');
};
