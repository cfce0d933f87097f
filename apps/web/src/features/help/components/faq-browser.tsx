import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import SearchIcon from '@mui/icons-material/Search';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Button, InputAdornment, Stack } from '@mui/material';
import { useDeferredValue } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/lists/empty-state';
import { formatNumber } from '../../../lib/format';
import { faqTopicsIn, searchFaq } from '../faq-topics';
import { FaqSection } from './faq-section';
import { TextField } from '../../../components/form/text-field';

type Props = {
  label: string;
  search: string;
  onSearch: (search: string) => void;
  openId?: string;
};

/** The questions by topic under a search box that filters them as one types, saying how many match. */
export function FaqBrowser({ label, search, onSearch, openId }: Props) {
  const { i18n, t } = useLingui();
  const deferredSearch = useDeferredValue(search);
  // The questions in the page's language, so a search finds the words the reader sees.
  const topics = searchFaq(faqTopicsIn(i18n), deferredSearch);
  const isSearching = deferredSearch.trim() !== '';
  const matches = topics.reduce((total, topic) => total + topic.entries.length, 0);
  const matchCount = formatNumber(matches);
  const searchText = deferredSearch.trim();

  return (
    <Stack spacing={3}>
      <TextField
        label={label}
        type="search"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        helperText={
          isSearching
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
      {topics.length === 0 ? (
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
      ) : (
        topics.map((topic) => (
          <FaqSection key={topic.title} topic={topic} isExpanded={isSearching} openId={openId} />
        ))
      )}
    </Stack>
  );
}
