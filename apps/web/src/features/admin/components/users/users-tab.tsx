import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  { value: 'active', label: msg({ message: 'Active', comment: 'account status: can sign in' }) },
  { value: 'inactive', label: msg({ message: 'Inactive', comment: 'account status: cannot sign in' }) },
];

/** User Management: every account, searchable and filterable, with activation, role changes and invitations. */
export function UsersTab() {
  const { t } = useLingui();
  const list = useListParams(filterSchemas);
  const users = useUsers(list.apiQuery);
  const [isCreating, setIsCreating] = useState(false);

  return (
    <>
      <PagedListCard
        query={users}
        list={list}
        loadingLabel={t`Loading users...`}
        toolbar={
          <FilterBar>
            <SearchField
              label={t`Search users`}
              placeholder={t`Name or email`}
              {...list.filterProps('search')}
            />
            <FilterSelect
              label={t`Role`}
              allLabel={t`All roles`}
              options={roleOptions.map((option) => ({ ...option, label: t(option.label) }))}
              {...list.filterProps('role')}
            />
            <FilterSelect
              label={t`Status`}
              allLabel={t`All statuses`}
              options={statusOptions.map((option) => ({ ...option, label: t(option.label) }))}
              {...list.filterProps('status')}
            />
            <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setIsCreating(true)}>
              <Trans>Create User</Trans>
            </Button>
          </FilterBar>
        }
        empty={{
          icon: GroupIcon,
          title: t`No users found`,
          whenFiltered: t`No account matches these filters.`,
          otherwise: t`There are no accounts yet.`,
        }}
      >
        {(users) => <UsersTable users={users} />}
      </PagedListCard>
      <CreateUserDialog isOpen={isCreating} onClose={() => setIsCreating(false)} />
    </>
  );
}
