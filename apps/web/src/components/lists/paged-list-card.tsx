import type { SvgIconComponent } from '@mui/icons-material';
import { Card } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CursorPagedList } from './cursor-paged-list';
import { EmptyState } from './empty-state';
import { PagedList } from './paged-list';
import { errorMessage } from '../../lib/api-client';
import type { CursorPage, Page } from '../../lib/page';
import type { CursorPaging } from '../../lib/use-cursor-paging';
import type { ListPaging } from '../../lib/use-list-params';

/** By page number, or by cursor for the lists that grow without bound. */
type Paging<T> =
  | { query: UseQueryResult<Page<T>>; list: ListPaging & { isFiltered: boolean } }
  | {
      query: UseQueryResult<CursorPage<T>>;
      list: Pick<ListPaging, 'pageSize' | 'setPageSize'> & { isFiltered: boolean };
      cursorPaging: CursorPaging;
    };

type Props<T> = Paging<T> & {
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
export function PagedListCard<T>(props: Props<T>) {
  const { list, loadingLabel, toolbar, empty, children } = props;
  const states = {
    loadingLabel,
    failureMessage: errorMessage(props.query.error),
    empty: (
      <EmptyState icon={empty.icon} title={empty.title} isCompact>
        {list.isFiltered ? empty.whenFiltered : empty.otherwise}
      </EmptyState>
    ),
    children,
  };
  return (
    <Card>
      {toolbar}
      {'cursorPaging' in props ? (
        <CursorPagedList
          query={props.query}
          paging={props.cursorPaging}
          pageSize={props.list.pageSize}
          setPageSize={props.list.setPageSize}
          {...states}
        />
      ) : (
        <PagedList query={props.query} paging={props.list} {...states} />
      )}
    </Card>
  );
}
