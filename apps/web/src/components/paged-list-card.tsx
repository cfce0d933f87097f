import type { SvgIconComponent } from '@mui/icons-material';
import { Card } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { PagedList } from './paged-list';
import { errorMessage } from '../lib/api-client';
import type { Page } from '../lib/page';
import type { ListPaging } from '../lib/use-list-params';

type Props<T> = {
  query: UseQueryResult<Page<T>>;
  list: ListPaging & { isFiltered: boolean };
  /** What is loading, e.g. 'Loading users...'. */
  loadingLabel: string;
  /** The filters, always on top. */
  toolbar: ReactNode;
  /** What an empty page says: its title, and a line for when filters are set and one for when not. */
  empty: { icon: SvgIconComponent; title: string; whenFiltered: string; otherwise: string };
  /** The items of the page, e.g. a table; wider ones scroll sideways inside the card. */
  children: (items: T[]) => ReactNode;
};

/** A server-paginated list in a card: its filters on top, then the page with its states and the pager. */
export function PagedListCard<T>({ query, list, loadingLabel, toolbar, empty, children }: Props<T>) {
  return (
    <Card>
      {toolbar}
      <PagedList
        query={query}
        paging={list}
        loadingLabel={loadingLabel}
        failureMessage={errorMessage(query.error)}
        empty={
          <EmptyState icon={empty.icon} title={empty.title} isCompact>
            {list.isFiltered ? empty.whenFiltered : empty.otherwise}
          </EmptyState>
        }
      >
        {children}
      </PagedList>
    </Card>
  );
}
