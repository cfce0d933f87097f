import { z } from 'zod';
import { booleanQuery, paginationQuery } from './envelope';
import { emailField } from './fields';
import { roleSchema } from './roles';
import { userStatusSchema } from './auth';

export const listUsersQuery = paginationQuery.extend({
  role: roleSchema.optional(),
  status: userStatusSchema.optional(),
  search: z.string().trim().max(100, 'At most 100 characters').optional(),
  verified: booleanQuery.optional(),
});

const companyName = z
  .string()
  .trim()
  .min(1, 'Company name is required')
  .max(200, 'Must be at most 200 characters');
const companyRoles = new Set(['corporate', 'enterprise']);

/** Admin changes to an account: any of status, role and company, at least one. */
export const updateUserInput = z
  .object({
    status: userStatusSchema.optional(),
    role: roleSchema.optional(),
    companyName: companyName.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: 'Change the status, the role or the company',
    path: ['status'],
  });

const name = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(100, 'Must be at most 100 characters');

/** An account an admin creates: the person sets their own password from the emailed invitation. */
export const createUserInput = z
  .object({
    firstName: name('First name'),
    lastName: name('Last name'),
    email: emailField,
    role: roleSchema,
    companyName: companyName.optional(),
  })
  .superRefine((input, ctx) => {
    if (companyRoles.has(input.role) && !input.companyName)
      ctx.addIssue({
        code: 'custom',
        path: ['companyName'],
        message: 'Company name is required for company accounts',
      });
  });
