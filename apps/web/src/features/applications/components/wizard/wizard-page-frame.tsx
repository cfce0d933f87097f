import { useLingui } from '@lingui/react/macro';
import { Box, Container, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  heading: string;
  subtitle?: ReactNode;
  /** Shown beside the heading on wide screens, below it on phones (e.g. the save status). */
  aside?: ReactNode;
  children: ReactNode;
};

/** The wizard's page: its document title, heading and content. */
export function WizardPageFrame({ title, heading, subtitle, aside, children }: Props) {
  const { t } = useLingui();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <title>{t({ message: `${title} | VisaBridge`, comment: "the browser tab's title" })}</title>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 3 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h1" variant="h4">
            {heading}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {aside}
      </Stack>
      {children}
    </Container>
  );
}
