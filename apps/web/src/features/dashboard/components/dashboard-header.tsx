import { Box, Chip, Typography } from '@mui/material';
import { roleBadgeLabels } from '@visabridge/contract';
import type { Role } from '@visabridge/contract';

type Props = { title: string; subtitle: string; role: Role };

/** Page title, subtitle and, for every role but general, the role badge (e.g. 'Admin Account'). */
export function DashboardHeader({ title, subtitle, role }: Props) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        justifyContent: 'space-between',
        gap: 2,
        mb: 4,
      }}
    >
      <title>{`${title} | VisaBridge`}</title>
      <Box>
        <Typography component="h1" variant="h4" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {subtitle}
        </Typography>
      </Box>
      {role !== 'general' && <Chip label={roleBadgeLabels[role]} color="primary" />}
    </Box>
  );
}
