import { useLingui } from '@lingui/react/macro';
import { Box, Card, CardContent, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  subtitle?: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md';
  children: ReactNode;
  aside?: ReactNode;
};

/** The centred card every account screen (login, registration, password, verification) sits in. */
export function AuthCard({ title, subtitle, maxWidth = 'sm', children, aside }: Props) {
  const { t } = useLingui();
  return (
    // A screen high at least, so what arrives below the card (demo accounts) does not move the footer into view.
    <Container
      maxWidth={maxWidth}
      sx={{ py: { xs: 3, sm: 6 }, px: { xs: 1.5, sm: 3 }, minHeight: 'calc(100vh - 80px)' }}
    >
      <title>
        {t({ message: `${title} | VisaBridge`, comment: "browser tab: the page's title, then the brand" })}
      </title>
      <Card sx={{ borderRadius: 3 }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Box sx={{ mb: 3, textAlign: 'center' }}>
            <Typography component="h1" variant="h4" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
              {title}
            </Typography>
            {subtitle && (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {subtitle}
              </Typography>
            )}
          </Box>
          {children}
        </CardContent>
      </Card>
      {aside}
    </Container>
  );
}
