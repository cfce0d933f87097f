import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { messages } from '@visabridge/contract';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { contractText } from '../lib/i18n/contract-texts';

/** How browsers and bundlers word an import of a page's script file that failed (e.g. after a redeploy). */
const chunkLoadFailure =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Unable to preload CSS/i;

export const isChunkLoadError = (error: unknown) =>
  error instanceof Error && (error.name === 'ChunkLoadError' || chunkLoadFailure.test(error.message));

type Props = {
  /** What the page threw. */
  error: unknown;
  /** Outside the app's shell (the shell itself failed): the screen is the page's main content. */
  standalone?: boolean;
};

/**
 * What a route shows when its page cannot load or fails while rendering, instead of React Router's
 * developer page. A page script that will not load is most often one a newer release replaced: a reload
 * fetches the current ones. Any other error offers another try, and the way home.
 */
export function RouteErrorScreen({ error, standalone = false }: Props) {
  const { t, i18n } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const isNewVersion = isChunkLoadError(error);
  // Navigating to the same address clears the route's error, so the page renders again.
  const tryAgain = () =>
    navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
  const content = (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <title>{isNewVersion ? t`New version available | VisaBridge` : t`Error | VisaBridge`}</title>
      <Typography component="h1" variant="h4">
        {isNewVersion
          ? t`A new version of VisaBridge is available`
          : contractText(i18n, messages.screenError)}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        {isNewVersion
          ? t`This page could not be loaded because the site was updated. Reload to get the latest version.`
          : t`If this keeps happening, go back to the home page or contact support.`}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4, justifyContent: 'center' }}>
        {isNewVersion ? (
          <Button variant="contained" onClick={() => window.location.reload()}>
            <Trans>Reload</Trans>
          </Button>
        ) : (
          <Button variant="contained" onClick={() => void tryAgain()}>
            <Trans>Try again</Trans>
          </Button>
        )}
        {standalone ? (
          // A full page load: the shell itself is what failed.
          <Button href="/" variant="outlined">
            <Trans>Home</Trans>
          </Button>
        ) : (
          <Button component={RouterLink} to="/" variant="outlined">
            <Trans>Home</Trans>
          </Button>
        )}
      </Stack>
    </Container>
  );
  return standalone ? <Box component="main">{content}</Box> : content;
}
