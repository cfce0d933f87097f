/** What the admin dashboard says (spec section 8, admin messages); the server's own message wins when it sends one. */
export const adminMessages = {
  loadFailed: 'Failed to load admin dashboard data',
  userStatusUpdated: 'User activated or deactivated successfully',
  userStatusFailed: 'Failed to update user status',
  userRoleUpdated: 'User updated successfully',
  userRoleFailed: 'Failed to update user role',
  userCreated: 'User created successfully',
  userCreateFailed: 'Failed to create user',
  agentAssigned: 'Agent assigned',
  agentAssignFailed: 'Failed to assign agent',
  policyCreated: 'Visa policy created',
  policyCreateFailed: 'Failed to create the visa policy',
  policyUpdated: 'Visa policy updated',
  policyUpdateFailed: 'Failed to update the visa policy',
  policyDeleted: 'Visa policy deleted',
  policyDeleteFailed: 'Failed to delete the visa policy',
  ownAccount: 'You cannot deactivate or demote your own account.',
} as const;
