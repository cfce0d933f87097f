import type { SvgIconComponent } from '@mui/icons-material';
import { Avatar, Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

type Props = {
  icon: SvgIconComponent;
  title: string;
  children?: ReactNode;
  /** What to do next, e.g. a button to the page where the first item is made. */
  action?: ReactNode;
  isCompact?: boolean;
};

/** What an empty list says instead: an icon, a title, a line of explanation and the next step. */
export function EmptyState({ icon: Icon, title, children, action, isCompact = false }: Props) {
  return (
    <Box sx={{ textAlign: 'center', py: isCompact ? 3 : 6, px: 2 }}>
      <Avatar
        sx={{
          mx: 'auto',
          mb: 2,
          width: isCompact ? 48 : 64,
          height: isCompact ? 48 : 64,
          bgcolor: 'action.selected',
          color: 'primary.main',
        }}
      >
        <Icon fontSize={isCompact ? 'medium' : 'large'} aria-hidden="true" />
      </Avatar>
      <Typography component="p" variant={isCompact ? 'subtitle1' : 'h6'} sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children && (
        <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 480, mx: 'auto' }}>
          {children}
        </Typography>
      )}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}
