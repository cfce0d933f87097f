import { useLingui } from '@lingui/react/macro';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  subtitle?: ReactNode;
  /** Buttons or a badge beside the title (below it on a phone). */
  actions?: ReactNode;
};

/** A page's top: the browser tab title, the one h1 with its subtitle, and its actions. */
export function PageHeading({ title, subtitle, actions }: Props) {
  const { t } = useLingui();
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        justifyContent: 'space-between',
        gap: 2,
        mb: 3,
      }}
    >
      <title>{t`${title} | VisaBridge`}</title>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h1" variant="h4" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 720 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', flexShrink: 0 }}>{actions}</Box>}
    </Box>
  );
}
