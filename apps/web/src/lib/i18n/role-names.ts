import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Role } from '@visabridge/contract';

/** Each role by the name the role switcher and the account menus give it (the contract's `roleSwitcherLabels`). */
export const roleSwitcherNames: Record<Role, MessageDescriptor> = {
  general: msg`General User`,
  enterprise: msg`Enterprise User`,
  admin: msg`Business Admin`,
  agent: msg`Visa Agent`,
  corporate: msg`Corporate User`,
};

/** Each role by the badge its dashboards and the profile show, e.g. 'Admin Account' (the contract's `roleBadgeLabels`). */
export const roleBadgeNames: Record<Role, MessageDescriptor> = {
  general: msg({ message: 'Traveller Account', comment: 'badge naming the kind of account signed in' }),
  enterprise: msg({ message: 'Enterprise Account', comment: 'badge naming the kind of account signed in' }),
  corporate: msg({ message: 'Corporate Account', comment: 'badge naming the kind of account signed in' }),
  agent: msg({ message: 'Agent Account', comment: 'badge naming the kind of account signed in' }),
  admin: msg({ message: 'Admin Account', comment: 'badge naming the kind of account signed in' }),
};
