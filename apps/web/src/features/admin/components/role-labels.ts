import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Role } from '@visabridge/contract';

/** Roles as the admin screens name them, in the order the create-user dialog offers them. */
export const roleLabels: Record<Role, MessageDescriptor> = {
  general: msg({ message: 'General', comment: "account role, in the admin's user list: a traveller" }),
  agent: msg({ message: 'Agent', comment: "account role, in the admin's user list: a visa agent" }),
  corporate: msg({ message: 'Corporate', comment: "account role, in the admin's user list" }),
  enterprise: msg({ message: 'Enterprise', comment: "account role, in the admin's user list" }),
  admin: msg({ message: 'Admin', comment: "account role, in the admin's user list: an administrator" }),
};

export const roleOptions = Object.entries(roleLabels).map(([value, label]) => ({ value, label }));

/** Roles whose accounts belong to a company and so need its name. */
export const isCompanyRole = (role: string) => role === 'corporate' || role === 'enterprise';
