import { messages, type Role } from '@visabridge/contract';

/** Where each other role works with applications: their own list instead of the traveller's. */
const applicationsOf: Partial<Record<Role, string>> = {
  agent: '/agent-dashboard?tab=applications',
  admin: '/admin-dashboard?tab=applications',
  corporate: '/enterprise/applications',
  enterprise: '/enterprise/applications',
};

/**
 * A traveller page opened by another role: the page that role has for the same thing and why it was
 * sent there, else the dashboard with a message; never a silent bounce.
 */
export const travellerEquivalent = (path: string, role: Role) => {
  if (path === '/applications')
    return { to: applicationsOf[role] ?? '/dashboard', message: messages.applicationsElsewhere };
  if (path === '/documents')
    return { to: applicationsOf[role] ?? '/dashboard', message: messages.documentsElsewhere };
  return { to: '/dashboard', message: messages.travellerOnly };
};
