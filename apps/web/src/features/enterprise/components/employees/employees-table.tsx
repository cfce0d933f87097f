import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Avatar, Box, Chip, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import type { EmployeeView } from '@visabridge/contract';
import {
  compactOnPhones,
  FoldedFacts,
  foldedBelow,
  ResponsiveTableHead,
  shownFrom,
} from '../../../../components/lists/responsive-table-head';
import type { TableColumn } from '../../../../components/lists/responsive-table-head';
import { formatDate, formatNumber, initialOf } from '../../../../lib/format';
import { EmployeeAccountChip } from './employee-account-chip';
import { EmployeeRowActions } from './employee-row-actions';
import { PassportSummary } from '../passport-summary';
import { PersonText } from '../person-text';
import type { EmployeeActions } from './employee-row-actions';
import { VisaStatusChip } from './visa-status-chip';
import { TableScroller } from '../../../../components/lists/table-scroller';

const columns: (Omit<TableColumn, 'label'> & { label: MessageDescriptor })[] = [
  { label: msg({ message: 'Employee', comment: 'table column' }) },
  { label: msg({ message: 'Position', comment: "table column: an employee's job title" }), shownFrom: 'lg' },
  { label: msg`Hire Date`, shownFrom: 'xl' },
  { label: msg({ message: 'Passport', comment: 'table column' }), shownFrom: 'lg' },
  { label: msg`Visa Status`, shownFrom: 'sm' },
  { label: msg`Active Applications`, shownFrom: 'lg', align: 'right' },
  { label: msg({ message: 'Actions', comment: 'table column: buttons acting on the row' }) },
];

type Props = EmployeeActions & { employees: EmployeeView[] };

/**
 * One page of employees, each position over its department; below 1200 px the hidden columns fold under
 * the name (the hire date has its column from 1536 px, and is in the Edit dialog in between).
 */
export function EmployeesTable({ employees, ...actions }: Props) {
  const { t } = useLingui();
  return (
    <TableScroller label={t`Employees`}>
      <Table aria-label={t`Employees`} size="small" sx={compactOnPhones}>
        <ResponsiveTableHead columns={columns.map((column) => ({ ...column, label: t(column.label) }))} />
        <TableBody>
          {employees.map((employee) => {
            const hireDate = formatDate(employee.hireDate, 'short');
            const activeApplications = employee.activeApplications;
            const applicationCount = formatNumber(activeApplications);
            return (
              <TableRow key={employee.id} hover>
                <TableCell>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
                    <Avatar
                      aria-hidden="true"
                      sx={{
                        display: { xs: 'none', sm: 'flex' },
                        bgcolor: 'primary.main',
                        width: 36,
                        height: 36,
                      }}
                    >
                      {initialOf(employee.firstName)}
                    </Avatar>
                    <Box sx={{ minWidth: 0 }}>
                      <PersonText
                        name={`${employee.firstName} ${employee.lastName}`}
                        email={employee.email}
                        badge={
                          employee.status === 'inactive' && (
                            <Chip
                              component="span"
                              size="small"
                              label={t({
                                message: 'Inactive',
                                comment: 'an employee deactivated by the company',
                              })}
                              sx={{ ml: 1 }}
                            />
                          )
                        }
                      />
                      <EmployeeAccountChip state={employee.accountState} />
                      <FoldedFacts below="lg">
                        {employee.position} · {employee.department}
                      </FoldedFacts>
                      <FoldedFacts below="lg">
                        {t({
                          message: `Hired ${hireDate} · ${plural(activeApplications, {
                            one: `${applicationCount} active application`,
                            other: `${applicationCount} active applications`,
                          })}`,
                          comment: "an employee's hire date, then how many of their applications are active",
                        })}
                      </FoldedFacts>
                      {/* The passport's lines may wrap here, where the column is narrow. */}
                      <Box sx={{ ...foldedBelow('lg'), '& .MuiTypography-root': { whiteSpace: 'normal' } }}>
                        <PassportSummary {...employee} />
                      </Box>
                      <Box sx={{ ...foldedBelow('sm'), mt: 0.5 }}>
                        <VisaStatusChip status={employee.visaStatus} />
                      </Box>
                    </Box>
                  </Box>
                </TableCell>
                <TableCell sx={shownFrom('lg')}>
                  {employee.position}
                  <Typography variant="body2" color="text.secondary">
                    {employee.department}
                  </Typography>
                </TableCell>
                <TableCell sx={{ ...shownFrom('xl'), whiteSpace: 'nowrap' }}>
                  {formatDate(employee.hireDate, 'short')}
                </TableCell>
                <TableCell sx={shownFrom('lg')}>
                  <PassportSummary {...employee} />
                </TableCell>
                <TableCell sx={shownFrom('sm')}>
                  <VisaStatusChip status={employee.visaStatus} />
                </TableCell>
                <TableCell sx={shownFrom('lg')} align="right">
                  {formatNumber(employee.activeApplications)}
                </TableCell>
                <TableCell>
                  <EmployeeRowActions employee={employee} {...actions} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
