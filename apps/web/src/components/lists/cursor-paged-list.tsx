import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, MenuItem, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatNumber } from '../../lib/format';
import type { CursorPage } from '../../lib/page';
import type { CursorPaging } from '../../lib/use-cursor-paging';
import { pageSizes } from '../../lib/use-list-params';
import { ListStates, type ListStatesProps } from './list-states';
import { SelectField } from '../form/select-field';

export type CursorPagedListProps<T> = Omit<ListStatesProps<T>, 'query'> & {
  query: UseQueryResult<CursorPage<T>>;
  paging: CursorPaging;
  /** With `setPageSize` the pager also offers the page sizes. */
  pageSize?: number;
  setPageSize?: (size: number) => void;
};

/** "10,000+" above the count's cap, else the exact figure. */
export const formatCappedTotal = ({ count, isCapped }: CursorPage<unknown>['total']) =>
  isCapped ? `${formatNumber(count)}+` : formatNumber(count);

/** One server page of a list paged by cursor, in its states, with Previous and Next and the total. */
export function CursorPagedList<T>({
  query,
  paging,
  pageSize,
  setPageSize,
  ...states
}: CursorPagedListProps<T>) {
  const { t } = useLingui();
  const { data } = query;
  const total = data && formatCappedTotal(data.total);
  return (
    <>
      <ListStates query={query} {...states} />
      {data && (data.total.count > 0 || paging.hasPrevious) && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, p: 1 }}>
          {setPageSize && (
            <SelectField
              size="small"
              label={t`Per page`}
              fullWidth={false}
              value={pageSize}
              onChange={(event) => setPageSize(Number(event.target.value))}
              sx={{ minWidth: 96 }}
            >
              {pageSizes.map((size) => (
                <MenuItem key={size} value={size}>
                  {size}
                </MenuItem>
              ))}
            </SelectField>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mx: 1 }}>
            <Trans>{total} in all</Trans>
          </Typography>
          <Button size="small" disabled={!paging.hasPrevious} onClick={paging.goPrevious}>
            <Trans>Previous</Trans>
          </Button>
          <Button
            size="small"
            disabled={!data.nextCursor || query.isPlaceholderData}
            onClick={() => data.nextCursor && paging.goNext(data.nextCursor)}
          >
            <Trans>Next</Trans>
          </Button>
        </Box>
      )}
    </>
  );
}
