import { z } from 'zod';
import { booleanQuery, paginationQuery } from './envelope';
import { emailField } from './fields';
import { roleSchema, userStatusSchema, userView } from './auth';
import { requiredText, searchText } from './primitives';

export const listUsersQuery = paginationQuery.extend({
  role: roleSchema.optional(),
  status: userStatusSchema.optional(),
  search: searchText.optional(),
  verified: booleanQuery.optional(),
  /** `true`: only people invited who have not yet chosen a password; `false`: only those who have. */
  invited: booleanQuery.optional(),
});

/** An account as the admin's user list shows it. */
export const adminUserView = userView.extend({
  /** Invited by an admin and not yet accepted (no password chosen): they cannot sign in or take cases. */
  isInvited: z.boolean(),
  /** Pending and in-review applications assigned to the account (agents). */
  openCases: z.number().int(),
});
export type AdminUserView = z.infer<typeof adminUserView>;

/** One row of the admin's user list: who the account is and where it stands, no personal details. */
export const adminUserListItem = adminUserView.pick({
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  fullName: true,
  role: true,
  status: true,
  isEmailVerified: true,
  isInvited: true,
  companyName: true,
  openCases: true,
  createdAt: true,
});
export type AdminUserListItem = z.infer<typeof adminUserListItem>;

/**
 * Where an agent's open cases go when they stop being an active agent: back to the unassigned queue,
 * each to the least-loaded active agent, or all to the chosen agent (their id).
 */
export const openCasesChoice = z.union([z.literal('unassigned'), z.literal('least_loaded'), z.uuid()], {
  error: 'Choose unassigned, least_loaded or an agent',
});
export type OpenCasesChoice = z.infer<typeof openCasesChoice>;

const companyName = requiredText('Company name is required', 200);
const companyRoles = new Set(['corporate', 'enterprise']);

/** Admin changes to an account: any of status, role and company, at least one. */
export const updateUserInput = z
  .object({
    status: userStatusSchema.optional(),
    role: roleSchema.optional(),
    companyName: companyName.optional(),
    /** Required when an agent with open cases is deactivated or given another role. */
    openCases: openCasesChoice.optional(),
  })
  .refine(({ openCases: _choice, ...change }) => Object.values(change).some((value) => value !== undefined), {
    message: 'Change the status, the role or the company',
    path: ['status'],
  });

const name = (label: string) => requiredText(`${label} is required`, 100);

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
