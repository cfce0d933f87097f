import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import DefaultPropsProvider from '@mui/material/DefaultPropsProvider';
import { useTheme } from '@mui/material/styles';
import { useMemo, type ComponentProps, type ReactNode } from 'react';
import { formatNumber } from '../lib/format';

type PagerItem = 'first' | 'last' | 'next' | 'previous';

/** Default props by component, as MUI's theme provider hands them down. */
type DefaultProps = ComponentProps<typeof DefaultPropsProvider>['value'];

/**
 * What MUI's own components say (an empty list, a pager, a rating, a close button) in the page's language,
 * as their default props beside the theme's.
 */
export function ComponentTexts({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const theme = useTheme();
  const components = useMemo((): DefaultProps => {
    const pagerLabel = (type: PagerItem) =>
      ({
        first: t`Go to first page`,
        last: t`Go to last page`,
        next: t`Go to next page`,
        previous: t`Go to previous page`,
      })[type];
    const texts: DefaultProps = {
      MuiAutocomplete: {
        noOptionsText: t`No options`,
        loadingText: t`Loading...`,
        clearText: t({ message: 'Clear', comment: 'button that empties a field' }),
        openText: t({ message: 'Open', comment: 'button that opens a list of choices' }),
        closeText: t({ message: 'Close', comment: 'button that closes a list of choices' }),
      },
      MuiAlert: { closeText: t({ message: 'Close', comment: 'button that closes a message' }) },
      MuiTablePagination: {
        labelRowsPerPage: t`Rows per page:`,
        labelDisplayedRows: ({ from, to, count }) => {
          const [first, last] = [formatNumber(from), formatNumber(to)];
          if (count === -1) return t`${first}–${last} of more than ${last}`;
          const total = formatNumber(count);
          return t`${first}–${last} of ${total}`;
        },
        getItemAriaLabel: pagerLabel,
      },
      MuiPagination: {
        getItemAriaLabel: (type, page, selected) => {
          if (type === 'page') return selected ? t`page ${page}` : t`Go to page ${page}`;
          return type === 'start-ellipsis' || type === 'end-ellipsis' ? '' : pagerLabel(type);
        },
      },
      MuiRating: {
        emptyLabelText: t({ message: 'Empty', comment: 'a rating with no stars given' }),
        getLabelText: (stars) => t`${plural(stars, { one: '# Star', other: '# Stars' })}`,
      },
    };
    // The theme's own default props of other components (src/app/theme.ts), which these join.
    const themed = Object.entries(theme.components ?? {}).map(([name, config]) => [
      name,
      config.defaultProps,
    ]);
    return { ...(Object.fromEntries(themed) as DefaultProps), ...texts };
  }, [t, theme.components]);
  return <DefaultPropsProvider value={components}>{children}</DefaultPropsProvider>;
}
