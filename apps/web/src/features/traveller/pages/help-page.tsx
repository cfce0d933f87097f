import EmailIcon from '@mui/icons-material/Email';
import SearchIcon from '@mui/icons-material/Search';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Button, Card, CardContent, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import { useDeferredValue, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { PageContainer } from '../../../components/page-container';
import { FaqSection } from '../components/faq-section';
import { faqTopics, searchFaq } from '../components/faq-topics';
import { formatCount } from '../../../lib/format';

const supportEmail = 'support@visabridge.example';

export default function HelpPage() {
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const topics = searchFaq(faqTopics, deferredSearch);
  const isSearching = deferredSearch.trim() !== '';
  const matches = topics.reduce((total, topic) => total + topic.entries.length, 0);

  return (
    <PageContainer
      title="Help & Support"
      subtitle="Answers about checking requirements, applying, documents, fees, statuses, notifications and your account."
      maxWidth="md"
    >
      <Stack spacing={3}>
        <TextField
          label="Search the help"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          helperText={
            isSearching
              ? `${formatCount(matches, 'answer')} found`
              : 'For example: passport, fee, rejected, notification'
          }
          slotProps={{
            formHelperText: { role: 'status' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        {topics.length === 0 ? (
          <EmptyState icon={SearchOffIcon} title={`No answers match "${deferredSearch.trim()}"`}>
            Try other words, or write to our support team below.
          </EmptyState>
        ) : (
          topics.map((topic) => <FaqSection key={topic.title} topic={topic} isExpanded={isSearching} />)
        )}
        <Card component="section" aria-labelledby="contact-support-title">
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id="contact-support-title" component="h2" variant="h6">
              Still need help?
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
              Write to our support team. If your question is about an application, include its reference
              number (shown in My Applications).
            </Typography>
            <Button href={`mailto:${supportEmail}`} variant="contained" startIcon={<EmailIcon />}>
              Email {supportEmail}
            </Button>
          </CardContent>
        </Card>
      </Stack>
    </PageContainer>
  );
}
