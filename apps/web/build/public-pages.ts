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
 * That includes the page's words in the language whose catalogs weigh most (Arabic): the index of its
 * catalogs, the shell's, its feature's, those of the shared components it draws and, where it can show one,
 * the contract's messages (errors, refusals), 3.5 to 9 kB.
 */
export const publicPages: PageBudget[] = [
  page('/', 'landing/pages/landing-page.tsx', 169, 160),
  page('/visa-check', 'visa-check/pages/visa-check-page.tsx', 196),
  page('/trip-check', 'trip-check/pages/trip-check-page.tsx', 197),
  page('/login', 'auth/pages/login-page.tsx', 196),
  page('/register', 'auth/pages/register-page.tsx', 196),
  page('/forgot-password', 'auth/pages/forgot-password-page.tsx', 190),
  page('/reset-password', 'auth/pages/reset-password-page.tsx', 191),
  page('/verify-email', 'auth/pages/verify-email-page.tsx', 171),
  page('/accept-invitation', 'auth/pages/accept-invitation-page.tsx', 191),
  page('/help', 'help/pages/help-page.tsx', 188),
  page('/faq', 'help/pages/faq-page.tsx', 188),
  page('/contact', 'contact/pages/contact-page.tsx', 192),
  page('/consultation', 'consultations/pages/consultation-page.tsx', 165),
  page('/chat', 'chat/pages/chat-page.tsx', 164),
  ...contentSlugs.map((slug) => page(`/${slug}`, 'content/pages/content-page.tsx', 165)),
  page('/no-such-page', 'content/pages/not-found-page.tsx', 161),
];
