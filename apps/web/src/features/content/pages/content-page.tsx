import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Typography } from '@mui/material';
import type { ContentSlug } from '@visabridge/contract';
import { LoadErrorAlert } from '../../../components/alerts/load-error-alert';
import { MarkdownDocument } from '../../../components/markdown/markdown-document';
import { PageLoader } from '../../../components/layout/page-loader';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { LocalDate } from '../../../components/local-date';
import { useContentPage } from '../../../lib/api/use-content-page';
import NotFoundPage from './not-found-page';

/** One of the operator's pages (About, Privacy Policy, Terms...), as its administrator last published it. */
export default function ContentPage({ slug }: { slug: ContentSlug }) {
  const { t } = useLingui();
  const page = useContentPage(slug);
  if (page.error instanceof ApiError && page.error.status === 404) return <NotFoundPage />;
  if (page.isError)
    return (
      <Container maxWidth="md" sx={{ py: 5 }}>
        <LoadErrorAlert message={errorMessage(page.error)} onRetry={() => void page.refetch()} />
      </Container>
    );
  if (!page.data) return <PageLoader label={t`Loading page...`} />;
  const { title, document, updatedAt } = page.data;
  return (
    <Container maxWidth="md" component="article" sx={{ py: { xs: 3, md: 5 } }}>
      <title>{t`${title} | VisaBridge`}</title>
      <Typography component="h1" variant="h3">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        <Trans>
          Last updated <LocalDate value={updatedAt} />
        </Trans>
      </Typography>
      <MarkdownDocument nodes={document} />
    </Container>
  );
}
