import { contentSlugs } from '../../../packages/contract/src/content-slugs';
import type { PageBudget } from './page-budgets';

const page = (path: string, module: string, maxKb: number, goalKb = 180): PageBudget => ({
  path,
  page: `src/features/${module}`,
  maxKb,
  goalKb,
});

/**
 * The pages a visitor opens first, with the JS each may need (gzip kB): the goal is 160 kB for the landing
 * page and 180 kB for any other; the budgets, which the build enforces, hold each page to what it needs now.
 */
export const publicPages: PageBudget[] = [
  page('/', 'landing/pages/landing-page.tsx', 159, 160),
  page('/visa-check', 'visa-check/pages/visa-check-page.tsx', 180),
  page('/trip-check', 'trip-check/pages/trip-check-page.tsx', 183),
  page('/login', 'auth/pages/login-page.tsx', 181),
  page('/register', 'auth/pages/register-page.tsx', 181),
  page('/forgot-password', 'auth/pages/forgot-password-page.tsx', 175),
  page('/reset-password', 'auth/pages/reset-password-page.tsx', 176),
  page('/verify-email', 'auth/pages/verify-email-page.tsx', 156),
  page('/accept-invitation', 'auth/pages/accept-invitation-page.tsx', 176),
  page('/help', 'help/pages/help-page.tsx', 176),
  page('/faq', 'help/pages/faq-page.tsx', 176),
  page('/contact', 'contact/pages/contact-page.tsx', 179),
  page('/consultation', 'consultations/pages/consultation-page.tsx', 152),
  page('/chat', 'chat/pages/chat-page.tsx', 151),
  ...contentSlugs.map((slug) => page(`/${slug}`, 'content/pages/content-page.tsx', 155)),
  page('/no-such-page', 'content/pages/not-found-page.tsx', 150),
];
