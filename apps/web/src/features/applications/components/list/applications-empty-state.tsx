import { Trans, useLingui } from '@lingui/react/macro';
import AddIcon from '@mui/icons-material/Add';
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../../components/lists/empty-state';

type Props = { isFiltered: boolean; onClearFilters: () => void };

/** No rows: either nothing matches the filters, or there is nothing yet. */
export function ApplicationsEmptyState({ isFiltered, onClearFilters }: Props) {
  const { t } = useLingui();
  return isFiltered ? (
    <EmptyState
      icon={SearchOffIcon}
      title={t`No applications match your filters`}
      action={
        <Button variant="outlined" onClick={onClearFilters}>
          <Trans>Clear filters</Trans>
        </Button>
      }
    >
      <Trans>Try another search or clear the filters to see all your applications.</Trans>
    </EmptyState>
  ) : (
    <EmptyState
      icon={FolderOpenOutlinedIcon}
      title={t`You have no applications yet`}
      action={
        <Button component={RouterLink} to="/visa-check" variant="contained" startIcon={<AddIcon />}>
          <Trans>New Application</Trans>
        </Button>
      }
    >
      <Trans>Check the visa requirements for your trip, then start your first application.</Trans>
    </EmptyState>
  );
}
