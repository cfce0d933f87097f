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
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

/** Employee Management: the company's people, with 'Add Employee' and per-row applications and edits. */
export function EmployeesTab() {
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
        loadingLabel="Loading employees..."
        toolbar={
          <ListToolbar columns="minmax(0, 2fr) minmax(0, 1fr) auto">
            <SearchField
              label="Search employees"
              placeholder="Name, email, position or department"
              {...list.filterProps('search')}
            />
            <FilterSelect
              label="Status"
              allLabel="All employees"
              options={statusOptions}
              {...list.filterProps('status')}
            />
            <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setIsAdding(true)}>
              Add Employee
            </Button>
          </ListToolbar>
        }
        empty={{
          icon: GroupIcon,
          title: 'No employees found',
          whenFiltered: 'No employee matches these filters.',
          otherwise: 'Add your first employee to file visa applications for them.',
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
