import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import { Box, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import type { AdminUserView, UserView } from '@visabridge/contract';
import { useState } from 'react';
import { foldedBelow, ResponsiveTableHead, shownFrom } from '../../../components/responsive-table-head';
import { useAuth } from '../../../lib/auth/auth-context';
import { formatDate } from '../../../lib/format';
import { ChangeRoleDialog } from './change-role-dialog';
import { DeactivateUserDialog } from './deactivate-user-dialog';
import { roleLabels } from './role-labels';
import { UserRowActions } from './user-row-actions';
import { UserStatusChip } from './user-status-chip';
import { TableScroller } from '../../../components/table-scroller';

const columns = [
  { label: 'Name' },
  { label: 'Email', shownFrom: 'md' as const },
  { label: 'Role', shownFrom: 'sm' as const },
  { label: 'Company', shownFrom: 'md' as const },
  { label: 'Status' },
  { label: 'Verified', shownFrom: 'md' as const },
  { label: 'Created', shownFrom: 'md' as const },
  { label: 'Actions' },
];

/**
 * One page of accounts. It fits a 1280 px screen (a long email or company name wraps); narrower screens
 * keep the name, status and actions, with the email and role under the name; company, verification and
 * creation date show from 900 px.
 */
export function UsersTable({ users }: { users: AdminUserView[] }) {
  const { user: admin } = useAuth();
  const [deactivating, setDeactivating] = useState<AdminUserView | null>(null);
  const [changingRole, setChangingRole] = useState<UserView | null>(null);
  return (
    <>
      <TableScroller label="Users">
        <Table aria-label="Users" size="small" sx={{ minWidth: { md: 1000 } }}>
          <ResponsiveTableHead columns={columns} />
          <TableBody>
            {users.map((user) => (
              <TableRow key={user.id} hover>
                <TableCell>
                  <Box sx={{ fontWeight: 600 }}>{user.fullName}</Box>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ ...foldedBelow('md'), overflowWrap: 'anywhere' }}
                  >
                    {user.email}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={foldedBelow('sm')}>
                    {roleLabels[user.role]}
                  </Typography>
                </TableCell>
                <TableCell sx={{ ...shownFrom('md'), overflowWrap: 'anywhere', minWidth: 160 }}>
                  {user.email}
                </TableCell>
                <TableCell sx={{ ...shownFrom('sm'), whiteSpace: 'nowrap' }}>
                  {roleLabels[user.role]}
                </TableCell>
                <TableCell sx={shownFrom('md')}>{user.companyName ?? '—'}</TableCell>
                <TableCell>
                  <UserStatusChip user={user} />
                </TableCell>
                <TableCell sx={shownFrom('md')}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
                    {user.isEmailVerified ? (
                      <CheckCircleIcon fontSize="small" color="success" aria-hidden="true" />
                    ) : (
                      <HighlightOffIcon fontSize="small" color="disabled" aria-hidden="true" />
                    )}
                    {user.isEmailVerified ? 'Verified' : 'Not verified'}
                  </Box>
                </TableCell>
                <TableCell sx={{ ...shownFrom('md'), whiteSpace: 'nowrap' }}>
                  {formatDate(user.createdAt, 'short')}
                </TableCell>
                <TableCell>
                  <UserRowActions
                    user={user}
                    isSelf={user.id === admin?.id}
                    onDeactivate={setDeactivating}
                    onChangeRole={setChangingRole}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScroller>
      <DeactivateUserDialog user={deactivating} onClose={() => setDeactivating(null)} />
      <ChangeRoleDialog user={changingRole} onClose={() => setChangingRole(null)} />
    </>
  );
}
