export const roles = ['general', 'enterprise', 'corporate', 'agent', 'admin'] as const;
export type Role = (typeof roles)[number];

/** Labels of the demo role switcher, in the order the menu shows them. */
export const roleSwitcherLabels: Record<Role, string> = {
  general: 'General User',
  enterprise: 'Enterprise User',
  admin: 'Business Admin',
  agent: 'Visa Agent',
  corporate: 'Corporate User',
};

export const roleSwitcherOrder: Role[] = ['general', 'enterprise', 'admin', 'agent', 'corporate'];

/** Where each role's dashboard lives; enterprise users share the corporate workspace. */
export const dashboardPathByRole: Record<Role, string> = {
  admin: '/admin-dashboard',
  agent: '/agent-dashboard',
  corporate: '/corporate-dashboard',
  enterprise: '/corporate-dashboard',
  general: '/user-dashboard',
};

/** Badge shown on non-general dashboards, for example 'Admin Account'. */
export const roleBadgeLabels: Record<Role, string> = {
  general: 'Traveller Account',
  enterprise: 'Enterprise Account',
  corporate: 'Corporate Account',
  agent: 'Agent Account',
  admin: 'Admin Account',
};
