import SearchIcon from '@mui/icons-material/Search';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Button, InputAdornment, Stack } from '@mui/material';
import { useDeferredValue } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/lists/empty-state';
import { formatCount } from '../../../lib/format';
import { faqTopics, searchFaq } from '../faq-topics';
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
  const deferredSearch = useDeferredValue(search);
  const topics = searchFaq(faqTopics, deferredSearch);
  const isSearching = deferredSearch.trim() !== '';
  const matches = topics.reduce((total, topic) => total + topic.entries.length, 0);

  return (
    <Stack spacing={3}>
      <TextField
        label={label}
        type="search"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        helperText={
          isSearching
            ? `${formatCount(matches, 'answer')} found`
            : 'For example: passport, fee, rejected, notification'
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
          title={`No answers match "${deferredSearch.trim()}"`}
          action={
            <Button component={RouterLink} to="/contact" variant="contained">
              Ask us with the contact form
            </Button>
          }
        >
          Try other words, or write to us and we will answer by email.
        </EmptyState>
      ) : (
        topics.map((topic) => (
          <FaqSection key={topic.title} topic={topic} isExpanded={isSearching} openId={openId} />
        ))
      )}
    </Stack>
  );
}
