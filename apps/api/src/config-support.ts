import { emailPattern } from '@visabridge/contract';
import { z } from 'zod';
import { commaList } from './config-settings';

/** How visitors reach the operator; the site shows only what is set. Contact-form messages are
 *  copied to `support.email` (unset: only in the admin inbox), and chat messages go there while no
 *  staff member is online (unset: to the active admins). */
export type SupportSettings = {
  email: string | null;
  phone: string | null;
  address: string | null;
  hours: string | null;
  socialLinks: string[];
};

const socialLinksMessage = 'SOCIAL_LINKS must be comma-separated https:// addresses';

export const supportEnvironment = z.object({
  SUPPORT_EMAIL: z
    .string()
    .trim()
    .toLowerCase()
    .regex(emailPattern, 'SUPPORT_EMAIL must be an email address')
    .optional(),
  SUPPORT_PHONE: z
    .string()
    .trim()
    .regex(/^\+?[\d\s().-]{6,30}$/, 'SUPPORT_PHONE must be a phone number such as +44 20 7946 0000')
    .optional(),
  SUPPORT_ADDRESS: z.string().trim().min(1).max(200).optional(),
  SUPPORT_HOURS: z.string().trim().min(1).max(100).optional(),
  SOCIAL_LINKS: commaList
    .pipe(z.array(z.string().regex(/^https:\/\/[^\s/]+\.[^\s]+$/, socialLinksMessage)))
    .optional(),
});

export const supportOf = (values: z.infer<typeof supportEnvironment>): SupportSettings => ({
  email: values.SUPPORT_EMAIL ?? null,
  phone: values.SUPPORT_PHONE ?? null,
  address: values.SUPPORT_ADDRESS ?? null,
  hours: values.SUPPORT_HOURS ?? null,
  socialLinks: values.SOCIAL_LINKS ?? [],
});
