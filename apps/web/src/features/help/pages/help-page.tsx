import { Trans, useLingui } from '@lingui/react/macro';
import QuizIcon from '@mui/icons-material/Quiz';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageContainer } from '../../../components/layout/page-container';
import { FaqBrowser } from '../components/faq-browser';
import { StillNeedHelp } from '../components/still-need-help';

export default function HelpPage() {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  return (
    <PageContainer
      title={t`Help & Support`}
      subtitle={t`Answers about checking requirements, applying, documents, fees, statuses, notifications and your account.`}
      maxWidth="md"
    >
      <Stack spacing={3}>
        <FaqBrowser label={t`Search the help`} search={search} onSearch={setSearch} />
        <StillNeedHelp>
          <Button component={RouterLink} to="/faq" variant="outlined" startIcon={<QuizIcon />}>
            <Trans>All questions on the FAQ page</Trans>
          </Button>
        </StillNeedHelp>
      </Stack>
    </PageContainer>
  );
}
