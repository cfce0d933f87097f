import { Avatar, Box, Chip, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import type { EmployeeView } from '@visabridge/contract';
import { ResponsiveTableHead, shownFrom } from '../../../components/responsive-table-head';
import type { TableColumn } from '../../../components/responsive-table-head';
import { formatDate, formatNumber, initialOf } from '../../../lib/format';
import { EmployeeAccountChip } from './employee-account-chip';
import { EmployeeRowActions } from './employee-row-actions';
import { PassportSummary } from './passport-summary';
import { PersonText } from './person-text';
import type { EmployeeActions } from './employee-row-actions';
import { VisaStatusChip } from './visa-status-chip';
import { TableScroller } from '../../../components/table-scroller';

const columns: TableColumn[] = [
  { label: 'Employee' },
  { label: 'Position', shownFrom: 'md' },
  { label: 'Hire Date', shownFrom: 'xl' },
  { label: 'Passport', shownFrom: 'md' },
  { label: 'Visa Status', shownFrom: 'sm' },
  { label: 'Active Applications', shownFrom: 'sm', align: 'right' },
  { label: 'Actions' },
];

type Props = EmployeeActions & { employees: EmployeeView[] };

/** One page of employees, each position over its department; on a phone the hidden columns fold under the name. */
export function EmployeesTable({ employees, ...actions }: Props) {
  return (
    <TableScroller label="Employees">
      <Table aria-label="Employees" size="small">
        <ResponsiveTableHead columns={columns} />
        <TableBody>
          {employees.map((employee) => (
            <TableRow key={employee.id} hover>
              <TableCell>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
                  <Avatar
                    aria-hidden="true"
                    sx={{ bgcolor: 'primary.main', width: { xs: 28, sm: 36 }, height: { xs: 28, sm: 36 } }}
                  >
                    {initialOf(employee.firstName)}
                  </Avatar>
                  <Box sx={{ minWidth: 0 }}>
                    <PersonText
                      name={`${employee.firstName} ${employee.lastName}`}
                      email={employee.email}
                      badge={
                        employee.status === 'inactive' && (
                          <Chip component="span" size="small" label="Inactive" sx={{ ml: 1 }} />
                        )
                      }
                    />
                    <EmployeeAccountChip state={employee.accountState} />
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{ display: { xs: 'block', md: 'none' } }}
                    >
                      {employee.position} · {employee.department}
                    </Typography>
                    <Box sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.5 }}>
                      <VisaStatusChip status={employee.visaStatus} />
                    </Box>
                  </Box>
                </Box>
              </TableCell>
              <TableCell sx={shownFrom('md')}>
                {employee.position}
                <Typography variant="body2" color="text.secondary">
                  {employee.department}
                </Typography>
              </TableCell>
              <TableCell sx={{ ...shownFrom('xl'), whiteSpace: 'nowrap' }}>
                {formatDate(employee.hireDate, 'short')}
              </TableCell>
              <TableCell sx={shownFrom('md')}>
                <PassportSummary {...employee} />
              </TableCell>
              <TableCell sx={shownFrom('sm')}>
                <VisaStatusChip status={employee.visaStatus} />
              </TableCell>
              <TableCell sx={shownFrom('sm')} align="right">
                {formatNumber(employee.activeApplications)}
              </TableCell>
              <TableCell>
                <EmployeeRowActions employee={employee} {...actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
