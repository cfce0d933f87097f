import { z } from 'zod';
import { interfaceLanguageSchema, tokenInput, resetPasswordInput } from './auth';

/** What the company did and saw: not invited, invited (a link waits), or accepted (the account is linked). */
export const employeeAccountStates = ['none', 'invited', 'linked'] as const;
export type EmployeeAccountState = (typeof employeeAccountStates)[number];

export const employeeAccountStateLabels: Record<EmployeeAccountState, string> = {
  none: 'Not invited',
  invited: 'Invited',
  linked: 'Accepted',
};

const employeeIdField = z.uuid('Employee id must be a UUID');

/**
 * Accepting an invitation by choosing a password; a company's invitation also names the employee record.
 * Without an interface language, the API picks the best of the browser's (`Accept-Language`).
 */
export const acceptInvitationInput = resetPasswordInput.extend({
  employeeId: employeeIdField.optional(),
  interfaceLanguage: interfaceLanguageSchema.optional(),
});

/**
 * Inviting employees: the language a new account reads, among those the site offers; its invitation email is
 * written in it. Without one, the inviter's own.
 */
export const inviteEmployeeInput = z.object({ interfaceLanguage: interfaceLanguageSchema.optional() });
export type InviteEmployeeInput = z.infer<typeof inviteEmployeeInput>;

/** A signed-in traveller links their existing account to the employee record that invited them. */
export const linkEmployeeInput = tokenInput.extend({ employeeId: employeeIdField });

/** What inviting every active employee without an account did. */
export const employeeInvitationsView = z.object({
  invited: z.number().int(),
  /** Employees who could not be invited now, with why (too many invitations this hour). */
  notInvited: z.array(z.object({ id: z.string(), name: z.string(), reason: z.string() })),
});
export type EmployeeInvitationsView = z.infer<typeof employeeInvitationsView>;
