import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Container, Typography } from '@mui/material';
import { htmlLangOf, isRightToLeft, type ContentSlug } from '@visabridge/contract';
import { lazy, Suspense } from 'react';
import { MarkdownDocument } from '../../../components/markdown/markdown-document';
import { FallbackNote } from '../../../components/markdown/fallback-note';
import { PageLoader } from '../../../components/layout/page-loader';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { LocalDate } from '../../../components/local-date';
import { useContentPage } from '../../../lib/api/use-content-page';
import NotFoundPage from './not-found-page';

// A failed load is rare: its alert (MUI's Alert) loads then, which keeps these pages within their JS budget.
const LoadErrorAlert = lazy(() =>
  import('../../../components/alerts/load-error-alert').then((module) => ({
    default: module.LoadErrorAlert,
  })),
);

/** One of the operator's pages (About, Privacy Policy, Terms...), as its administrator last published it. */
export default function ContentPage({ slug }: { slug: ContentSlug }) {
  const { t } = useLingui();
  const page = useContentPage(slug);
  if (page.error instanceof ApiError && page.error.status === 404) return <NotFoundPage />;
  if (page.isError)
    return (
      <Container maxWidth="md" sx={{ py: 5 }}>
        <Suspense fallback={null}>
          <LoadErrorAlert message={errorMessage(page.error)} onRetry={() => void page.refetch()} />
        </Suspense>
      </Container>
    );
  if (!page.data) return <PageLoader label={t`Loading page...`} />;
  const { title, document, updatedAt, language, isFallback } = page.data;
  // The text's own language, so screen readers read it right: English in a page of another language.
  const textLanguage = { lang: htmlLangOf(language), dir: isRightToLeft(language) ? 'rtl' : 'ltr' };
  return (
    <Container maxWidth="md" component="article" sx={{ py: { xs: 3, md: 5 } }}>
      <title>{t`${title} | VisaBridge`}</title>
      {isFallback && (
        <FallbackNote sx={{ mb: 3 }}>
          <Trans comment="shown in a language a page is not written in: name that language rather than 'your language'">
            This page is not yet available in your language; it is shown in English.
          </Trans>
        </FallbackNote>
      )}
      <Typography component="h1" variant="h3" {...textLanguage}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        <Trans>
          Last updated <LocalDate value={updatedAt} />
        </Trans>
      </Typography>
      <Box {...textLanguage}>
        <MarkdownDocument nodes={document} />
      </Box>
    </Container>
  );
}
