import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import { Box, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import type { AdminUserListItem } from '@visabridge/contract';
import { useState } from 'react';
import {
  compactOnPhones,
  FoldedFacts,
  foldedBelow,
  ResponsiveTableHead,
  shownFrom,
} from '../../../../components/lists/responsive-table-head';
import { useAuth } from '../../../../lib/auth/auth-context';
import { formatDate } from '../../../../lib/format';
import { ChangeRoleDialog } from './change-role-dialog';
import { DeactivateUserDialog } from './deactivate-user-dialog';
import { roleLabels } from '../role-labels';
import { UserRowActions } from './user-row-actions';
import { UserStatusChip } from './user-status-chip';
import { TableScroller } from '../../../../components/lists/table-scroller';

/** Whether the account's email address is verified, as its column and the folded facts say it. */
const verified = {
  yes: msg({
    message: 'Verified',
    context: 'email address',
    comment: "the account's email address is verified",
  }),
  no: msg({
    message: 'Not verified',
    context: 'email address',
    comment: "the account's email address is not verified yet",
  }),
};

const columns = [
  { label: msg`Name` },
  { label: msg`Email`, shownFrom: 'lg' as const },
  { label: msg`Role`, shownFrom: 'sm' as const },
  { label: msg`Company`, shownFrom: 'lg' as const },
  { label: msg`Status`, shownFrom: 'sm' as const },
  { label: verified.yes, shownFrom: 'lg' as const },
  {
    label: msg({ message: 'Created', comment: 'table column: the date an account was created' }),
    shownFrom: 'lg' as const,
  },
  { label: msg`Actions` },
];

/**
 * One page of accounts. It fits a 1280 px screen (a long email or company name wraps); narrower screens
 * keep the name, status and actions, with the email, role, company, verification and creation date folded
 * under the name; on a phone the status goes there too.
 */
export function UsersTable({ users }: { users: AdminUserListItem[] }) {
  const { t } = useLingui();
  const { user: admin } = useAuth();
  const [deactivating, setDeactivating] = useState<AdminUserListItem | null>(null);
  const [changingRole, setChangingRole] = useState<AdminUserListItem | null>(null);
  const verifiedText = (user: AdminUserListItem) => t(user.isEmailVerified ? verified.yes : verified.no);
  return (
    <>
      <TableScroller label={t`Users`}>
        <Table aria-label={t`Users`} size="small" sx={{ ...compactOnPhones, minWidth: { lg: 1000 } }}>
          <ResponsiveTableHead columns={columns.map((column) => ({ ...column, label: t(column.label) }))} />
          <TableBody>
            {users.map((user) => {
              const createdOn = formatDate(user.createdAt, 'short');
              return (
                <TableRow key={user.id} hover>
                  <TableCell>
                    <Box sx={{ fontWeight: 600 }}>{user.fullName}</Box>
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{ ...foldedBelow('lg'), overflowWrap: 'anywhere' }}
                    >
                      {user.email}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={foldedBelow('sm')}>
                      {t(roleLabels[user.role])}
                    </Typography>
                    <Box sx={{ ...foldedBelow('sm'), mt: 0.5 }}>
                      <UserStatusChip user={user} />
                    </Box>
                    <FoldedFacts below="lg">
                      {[user.companyName, verifiedText(user), t`Created ${createdOn}`]
                        .filter(Boolean)
                        .join(' · ')}
                    </FoldedFacts>
                  </TableCell>
                  <TableCell sx={{ ...shownFrom('lg'), overflowWrap: 'anywhere', minWidth: 160 }}>
                    {user.email}
                  </TableCell>
                  <TableCell sx={{ ...shownFrom('sm'), whiteSpace: 'nowrap' }}>
                    {t(roleLabels[user.role])}
                  </TableCell>
                  <TableCell sx={shownFrom('lg')}>{user.companyName ?? '—'}</TableCell>
                  <TableCell sx={shownFrom('sm')}>
                    <UserStatusChip user={user} />
                  </TableCell>
                  <TableCell sx={shownFrom('lg')}>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
                      {user.isEmailVerified ? (
                        <CheckCircleIcon fontSize="small" color="success" aria-hidden="true" />
                      ) : (
                        <HighlightOffIcon fontSize="small" color="disabled" aria-hidden="true" />
                      )}
                      {verifiedText(user)}
                    </Box>
                  </TableCell>
                  <TableCell sx={{ ...shownFrom('lg'), whiteSpace: 'nowrap' }}>{createdOn}</TableCell>
                  <TableCell>
                    <UserRowActions
                      user={user}
                      isSelf={user.id === admin?.id}
                      onDeactivate={setDeactivating}
                      onChangeRole={setChangingRole}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableScroller>
      <DeactivateUserDialog user={deactivating} onClose={() => setDeactivating(null)} />
      <ChangeRoleDialog user={changingRole} onClose={() => setChangingRole(null)} />
    </>
  );
}
