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
  ownAccount: 'You cannot deactivate or demote your own account.',
} as const;
