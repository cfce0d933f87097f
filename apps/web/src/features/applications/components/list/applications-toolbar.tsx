import { Trans, useLingui } from '@lingui/react/macro';
import FilterListIcon from '@mui/icons-material/FilterList';
import { Badge, Box, Button, Collapse, MenuItem } from '@mui/material';
import { useState } from 'react';
import { SearchAndStatusFilters } from '../../../../components/applications/search-and-status-filters';
import { ApplicationsMoreFilters } from './applications-more-filters';
import type { useApplicationsFilters } from './use-applications-filters';
import { applicationSortOptions } from './use-applications-sort';
import { SelectField } from '../../../../components/form/select-field';

type Props = Pick<
  ReturnType<typeof useApplicationsFilters>,
  | 'filters'
  | 'filterProps'
  | 'setFilters'
  | 'clearFilters'
  | 'moreFiltersCount'
  | 'isFiltered'
  | 'sort'
  | 'setSort'
>;

/** Search, status filter, the order and the 'More Filters' panel above the list. */
export function ApplicationsToolbar({
  filters,
  filterProps,
  setFilters,
  clearFilters,
  moreFiltersCount,
  isFiltered,
  sort,
  setSort,
}: Props) {
  const { t } = useLingui();
  const [isMoreOpen, setIsMoreOpen] = useState(moreFiltersCount > 0);
  return (
    <Box sx={{ p: 2, pb: 0 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            md: 'minmax(0, 1fr) 200px 190px auto auto',
          },
          // Narrower, each field takes a row (the order's labels are too long for half of one).
          '& > .MuiFormControl-root': { gridColumn: { xs: '1 / -1', md: 'auto' } },
          alignItems: 'center',
          mb: 2,
        }}
      >
        <SearchAndStatusFilters search={filterProps('search')} status={filterProps('status')} />
        <SelectField
          label={t`Sort by`}
          value={sort}
          onChange={(event) => setSort(event.target.value)}
          size="small"
        >
          {applicationSortOptions.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {t(option.label)}
            </MenuItem>
          ))}
        </SelectField>
        <Button
          variant={isMoreOpen ? 'contained' : 'outlined'}
          onClick={() => setIsMoreOpen((open) => !open)}
          aria-expanded={isMoreOpen}
          aria-controls="more-filters"
          startIcon={
            <Badge badgeContent={moreFiltersCount} color="secondary">
              <FilterListIcon aria-hidden="true" />
            </Badge>
          }
        >
          <Trans>More Filters</Trans>
        </Button>
        <Button onClick={clearFilters} disabled={!isFiltered}>
          <Trans comment="button: empty every filter of the list">Clear all</Trans>
        </Button>
      </Box>
      <Collapse in={isMoreOpen} id="more-filters">
        <ApplicationsMoreFilters
          applied={{
            destination: filters.destination,
            visaType: filters.visaType,
            submittedFrom: filters.submittedFrom,
            submittedTo: filters.submittedTo,
          }}
          onApply={setFilters}
        />
      </Collapse>
    </Box>
  );
}
