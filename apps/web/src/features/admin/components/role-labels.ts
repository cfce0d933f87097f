import type { Role } from '@visabridge/contract';

/** Roles as the admin screens name them, in the order the create-user dialog offers them. */
export const roleLabels: Record<Role, string> = {
  general: 'General',
  agent: 'Agent',
  corporate: 'Corporate',
  enterprise: 'Enterprise',
  admin: 'Admin',
};

export const roleOptions = Object.entries(roleLabels).map(([value, label]) => ({ value, label }));

/** Roles whose accounts belong to a company and so need its name. */
export const isCompanyRole = (role: string) => role === 'corporate' || role === 'enterprise';
