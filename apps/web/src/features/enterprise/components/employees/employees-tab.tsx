import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import GroupIcon from '@mui/icons-material/Group';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Button } from '@mui/material';
import { listEmployeesQuery } from '@visabridge/contract';
import type { EmployeeView } from '@visabridge/contract';
import { useState } from 'react';
import { FilterSelect } from '../../../../components/lists/filter-select';
import { SearchField } from '../../../../components/lists/search-field';
import { useListParams } from '../../../../lib/use-list-params';
import { PagedListCard } from '../../../../components/lists/paged-list-card';
import { ListToolbar } from '../../../../components/lists/list-toolbar';
import { useEmployees } from '../../api/list-employees';
import { AddEmployeeDialog } from './add-employee-dialog';
import { ApplicationDialog } from '../application-dialog';
import type { ApplicationRequest } from '../application-dialog';
import { EditEmployeeDialog } from '../edit-employee-dialog';
import { EmployeeStatusDialog } from './employee-status-dialog';
import { EmployeesTable } from './employees-table';

const filterSchemas = listEmployeesQuery.pick({ search: true, status: true }).shape;

const statusOptions = [
  { value: 'active', label: msg({ message: 'Active', comment: 'an employee who works for the company' }) },
  {
    value: 'inactive',
    label: msg({ message: 'Inactive', comment: 'an employee deactivated by the company' }),
  },
];

/** Employee Management: the company's people, with 'Add Employee' and per-row applications and edits. */
export function EmployeesTab() {
  const { t } = useLingui();
  const list = useListParams(filterSchemas);
  const employees = useEmployees(list.apiQuery);
  const [isAdding, setIsAdding] = useState(false);
  const [applying, setApplying] = useState<ApplicationRequest | null>(null);
  const [editing, setEditing] = useState<EmployeeView | null>(null);
  const [changingStatus, setChangingStatus] = useState<EmployeeView | null>(null);

  return (
    <>
      <PagedListCard
        query={employees}
        list={list}
        loadingLabel={t`Loading employees...`}
        toolbar={
          <ListToolbar columns="minmax(0, 2fr) minmax(0, 1fr) auto">
            <SearchField
              label={t`Search employees`}
              placeholder={t`Name, email, position or department`}
              {...list.filterProps('search')}
            />
            <FilterSelect
              label={t({ message: 'Status', comment: 'filter of a list by status' })}
              allLabel={t`All employees`}
              options={statusOptions.map(({ value, label }) => ({ value, label: t(label) }))}
              {...list.filterProps('status')}
            />
            <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setIsAdding(true)}>
              <Trans>Add Employee</Trans>
            </Button>
          </ListToolbar>
        }
        empty={{
          icon: GroupIcon,
          title: t`No employees found`,
          whenFiltered: t`No employee matches these filters.`,
          otherwise: t`Add your first employee to file visa applications for them.`,
        }}
      >
        {(items) => (
          <EmployeesTable
            employees={items}
            onApply={(employee) => setApplying({ employee })}
            onEdit={setEditing}
            onChangeStatus={setChangingStatus}
          />
        )}
      </PagedListCard>
      <AddEmployeeDialog isOpen={isAdding} onClose={() => setIsAdding(false)} />
      <ApplicationDialog request={applying} onClose={() => setApplying(null)} />
      <EditEmployeeDialog employee={editing} onClose={() => setEditing(null)} />
      <EmployeeStatusDialog employee={changingStatus} onClose={() => setChangingStatus(null)} />
    </>
  );
}
