import type { Page } from '@playwright/test';
import { currentTextVersions, expect, uniqueEmail } from './fixtures';

export const profilePassword = 'Nordic-Quill-Ember-58';

/** Logs in through the login form, as a person would, and waits for the dashboard. */
export const logInThroughUi = async (page: Page, email: string, password = profilePassword) => {
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/user-dashboard$/);
};

export const logOutThroughUi = async (page: Page) => {
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
};

/**
 * Registers a new (unverified) traveller through the API, then logs in through the UI and opens the
 * profile. The session lives only in the page, so logging out really signs out.
 */
export const registerAndOpenProfile = async (page: Page, label: string) => {
  const email = uniqueEmail(label);
  const registered = await page.request.post('/api/auth/register', {
    data: {
      firstName: 'Lena',
      lastName: 'Fischer',
      email,
      phone: '+49 30 555 0100',
      password: profilePassword,
      nationality: 'DE',
      dateOfBirth: '1988-06-02',
      acceptedVersions: await currentTextVersions(page.request),
    },
  });
  expect(registered.status()).toBe(202);
  await logInThroughUi(page, email);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible();
  return email;
};

export type ServerProfile = {
  firstName: string;
  phone: string;
  /** An ISO country code. */
  nationality: string | null;
  companyName: string | null;
  isEmailVerified: boolean;
  themePreference: 'light' | 'dark' | null;
};

/** What the server holds for the signed-in user, asked with the page's own session cookie. */
export const serverProfile = async (page: Page) => {
  const response = await page.request.get('/api/auth/profile');
  expect(response.ok()).toBe(true);
  return (await response.json()).data as ServerProfile;
};

/** The page's background colour: the light and dark themes differ there. */
export const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

export const lightBackground = 'rgb(246, 248, 251)';
export const darkBackground = 'rgb(15, 20, 25)';
