import GroupIcon from '@mui/icons-material/Group';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Button } from '@mui/material';
import { listUsersQuery } from '@visabridge/contract';
import { useState } from 'react';
import { FilterSelect } from '../../../../components/lists/filter-select';
import { SearchField } from '../../../../components/lists/search-field';
import { useListParams } from '../../../../lib/use-list-params';
import { useUsers } from '../../api/list-users';
import { CreateUserDialog } from './create-user-dialog';
import { FilterBar } from '../filter-bar';
import { PagedListCard } from '../../../../components/lists/paged-list-card';
import { roleOptions } from '../role-labels';
import { UsersTable } from './users-table';

const filterSchemas = listUsersQuery.pick({ search: true, role: true, status: true }).shape;

const statusOptions = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

/** User Management: every account, searchable and filterable, with activation, role changes and invitations. */
export function UsersTab() {
  const list = useListParams(filterSchemas);
  const users = useUsers(list.apiQuery);
  const [isCreating, setIsCreating] = useState(false);

  return (
    <>
      <PagedListCard
        query={users}
        list={list}
        loadingLabel="Loading users..."
        toolbar={
          <FilterBar>
            <SearchField label="Search users" placeholder="Name or email" {...list.filterProps('search')} />
            <FilterSelect
              label="Role"
              allLabel="All roles"
              options={roleOptions}
              {...list.filterProps('role')}
            />
            <FilterSelect
              label="Status"
              allLabel="All statuses"
              options={statusOptions}
              {...list.filterProps('status')}
            />
            <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setIsCreating(true)}>
              Create User
            </Button>
          </FilterBar>
        }
        empty={{
          icon: GroupIcon,
          title: 'No users found',
          whenFiltered: 'No account matches these filters.',
          otherwise: 'There are no accounts yet.',
        }}
      >
        {(users) => <UsersTable users={users} />}
      </PagedListCard>
      <CreateUserDialog isOpen={isCreating} onClose={() => setIsCreating(false)} />
    </>
  );
}
