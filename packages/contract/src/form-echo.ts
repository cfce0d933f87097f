import { z } from 'zod';

/** The server-drawn forms that post to the page's own address when sent before the app has started. */
export const postedForms = ['login', 'register'] as const;
export type PostedForm = (typeof postedForms)[number];

/**
 * What the server hands a drawn form after a post sent before the app ran: what was typed (never a
 * password), each field's message, the message above the form, and a notice (a sign-up done). The
 * browser's form starts from it, so the page it takes over is the page the server drew.
 */
export const formEchoView = z.object({
  form: z.enum(postedForms),
  values: z.record(z.string(), z.union([z.string().max(5000), z.boolean()])),
  errors: z.record(z.string(), z.string().max(500)),
  message: z.string().max(500).nullable(),
  notice: z.string().max(500).nullable(),
});
export type FormEchoView = z.infer<typeof formEchoView>;

/** Fields a form echo never carries, whatever the form. */
export const secretFields = new Set(['password', 'confirmPassword']);
