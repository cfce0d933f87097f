import ChatIcon from '@mui/icons-material/Chat';
import EmailIcon from '@mui/icons-material/Email';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import SearchIcon from '@mui/icons-material/Search';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Button, Card, CardContent, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import { useDeferredValue, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { PageContainer } from '../../../components/page-container';
import { FaqSection } from '../components/faq-section';
import { faqTopics, searchFaq } from '../components/faq-topics';
import { formatCount } from '../../../lib/format';
import { useSiteInfo } from '../../../lib/queries/use-site-info';
import { Link as RouterLink } from 'react-router';

export default function HelpPage() {
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const topics = searchFaq(faqTopics, deferredSearch);
  const isSearching = deferredSearch.trim() !== '';
  const matches = topics.reduce((total, topic) => total + topic.entries.length, 0);
  const site = useSiteInfo();

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
              Write to our support team or chat with them. If your question is about an application, include
              its reference number (shown in My Applications).
              {site.data?.hours && ` Support hours: ${site.data.hours}.`}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ flexWrap: 'wrap' }}>
              <Button
                component={RouterLink}
                to="/contact"
                variant="contained"
                startIcon={<MailOutlineIcon />}
              >
                Contact us
              </Button>
              <Button component={RouterLink} to="/chat" variant="outlined" startIcon={<ChatIcon />}>
                Chat with support
              </Button>
              {site.data?.email && (
                <Button href={`mailto:${site.data.email}`} startIcon={<EmailIcon />}>
                  Email {site.data.email}
                </Button>
              )}
            </Stack>
          </CardContent>
        </Card>
      </Stack>
    </PageContainer>
  );
}
