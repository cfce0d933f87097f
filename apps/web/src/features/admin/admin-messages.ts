import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * What the admin dashboard says (spec section 8, admin messages); the server's own message wins when it sends one.
 * Render them with `t(…)`.
 */
export const adminMessages = {
  loadFailed: msg`Failed to load admin dashboard data`,
  userStatusUpdated: msg`User activated or deactivated successfully`,
  userStatusFailed: msg`Failed to update user status`,
  userRoleUpdated: msg`User updated successfully`,
  userRoleFailed: msg`Failed to update user role`,
  userCreated: msg`User created successfully`,
  userCreateFailed: msg`Failed to create user`,
  agentAssigned: msg`Agent assigned`,
  agentAssignFailed: msg`Failed to assign agent`,
  policyCreated: msg`Visa policy created`,
  policyCreateFailed: msg`Failed to create the visa policy`,
  policyUpdated: msg`Visa policy updated`,
  policyUpdateFailed: msg`Failed to update the visa policy`,
  policyDeleted: msg`Visa policy deleted`,
  policyDeleteFailed: msg`Failed to delete the visa policy`,
  ruleCreated: msg`Entry rule created`,
  ruleCreateFailed: msg`Failed to create the entry rule`,
  ruleUpdated: msg`Entry rule updated`,
  ruleUpdateFailed: msg`Failed to update the entry rule`,
  ruleEnded: msg`Entry rule ended`,
  ruleEndFailed: msg`Failed to end the entry rule`,
  ruleDeleted: msg`Entry rule deleted`,
  ruleDeleteFailed: msg`Failed to delete the entry rule`,
  conditionsCreated: msg`Entry conditions created`,
  conditionsCreateFailed: msg`Failed to create the entry conditions`,
  conditionsUpdated: msg`Entry conditions updated`,
  conditionsUpdateFailed: msg`Failed to update the entry conditions`,
  conditionsDeleted: msg`Entry conditions deleted`,
  conditionsDeleteFailed: msg`Failed to delete the entry conditions`,
  ownAccount: msg`You cannot deactivate or demote your own account.`,
} as const satisfies Record<string, MessageDescriptor>;
