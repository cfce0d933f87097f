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
