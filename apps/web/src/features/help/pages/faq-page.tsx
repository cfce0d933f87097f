import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mui/material';
import { useLocation, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/layout/page-container';
import { useAfterHydration } from '../../../lib/use-after-hydration';
import { FaqBrowser } from '../components/faq-browser';
import { StillNeedHelp } from '../components/still-need-help';

/**
 * Frequently asked questions, as the administrator wrote them in the page's language. The search is kept
 * in the URL (?q=) and a question can be linked to (/faq#id): it opens and scrolls into view.
 */
export default function FaqPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const { hash } = useLocation();
  const search = params.get('q') ?? '';
  // The server never sees the #fragment: the linked question opens once the page has started.
  const openId = useAfterHydration(decodeURIComponent(hash.slice(1)), '');

  const onSearch = (text: string) =>
    setParams(text ? { q: text } : {}, { replace: true, preventScrollReset: true });

  return (
    <PageContainer
      title={t`Frequently Asked Questions`}
      subtitle={t`Visa checks, applications, documents, fees, statuses, notifications, your account and how to reach us.`}
      maxWidth="md"
    >
      <Stack spacing={3}>
        <FaqBrowser
          label={t`Search the FAQ`}
          search={search}
          onSearch={onSearch}
          openId={openId || undefined}
        />
        <StillNeedHelp />
      </Stack>
    </PageContainer>
  );
}
