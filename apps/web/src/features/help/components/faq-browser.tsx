import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import SearchIcon from '@mui/icons-material/Search';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Button, InputAdornment, Stack } from '@mui/material';
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/lists/empty-state';
import { PageLoader } from '../../../components/layout/page-loader';
import { TextField } from '../../../components/form/text-field';
import { errorMessage } from '../../../lib/api-client';
import { useFaq } from '../../../lib/api/use-faq';
import { formatNumber } from '../../../lib/format';
import { searchFaq } from '../search-faq';
import { FaqTopics } from './faq-topics';

// A failed load is rare: its alert (MUI's Alert) loads then, which keeps these pages within their JS budget.
const LoadErrorAlert = lazy(() =>
  import('../../../components/alerts/load-error-alert').then((module) => ({
    default: module.LoadErrorAlert,
  })),
);

type Props = {
  label: string;
  search: string;
  onSearch: (search: string) => void;
  /** The question a link pointed at (/faq#id): it opens and scrolls into view once the questions are there. */
  openId?: string;
};

/**
 * The FAQ's questions by topic, as the administrator wrote them in the page's language, under a search box
 * that filters them as one types, saying how many match.
 */
export function FaqBrowser({ label, search, onSearch, openId }: Props) {
  const { t } = useLingui();
  const faq = useFaq();
  const deferredSearch = useDeferredValue(search);
  const topics = searchFaq(faq.data?.topics ?? [], deferredSearch);
  const isSearching = deferredSearch.trim() !== '';
  const matches = topics.reduce((total, topic) => total + topic.entries.length, 0);
  const matchCount = formatNumber(matches);
  const searchText = deferredSearch.trim();
  const isLoaded = faq.data !== undefined;

  useEffect(() => {
    if (openId && isLoaded) document.getElementById(openId)?.scrollIntoView({ block: 'start' });
  }, [openId, isLoaded]);

  const answers = () => {
    if (faq.isError)
      return (
        <Suspense fallback={null}>
          <LoadErrorAlert message={errorMessage(faq.error)} onRetry={() => void faq.refetch()} />
        </Suspense>
      );
    if (!faq.data) return <PageLoader label={t`Loading the questions...`} />;
    if (topics.length === 0)
      return (
        <EmptyState
          icon={SearchOffIcon}
          title={t`No answers match "${searchText}"`}
          action={
            <Button component={RouterLink} to="/contact" variant="contained">
              <Trans>Ask us with the contact form</Trans>
            </Button>
          }
        >
          <Trans>Try other words, or write to us and we will answer by email.</Trans>
        </EmptyState>
      );
    return <FaqTopics faq={faq.data} topics={topics} isExpanded={isSearching} openId={openId} />;
  };

  return (
    <Stack spacing={3}>
      <TextField
        label={label}
        type="search"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        helperText={
          isSearching && isLoaded
            ? t`${plural(matches, { one: `${matchCount} answer found`, other: `${matchCount} answers found` })}`
            : t({
                message: 'For example: passport, fee, rejected, notification',
                comment: 'words one might search the help for: translate them as words of the answers',
              })
        }
        slotProps={{
          formHelperText: { role: 'status' },
          htmlInput: { maxLength: 100 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden="true" />
              </InputAdornment>
            ),
          },
        }}
      />
      {answers()}
    </Stack>
  );
}
