import type { SvgIconComponent } from '@mui/icons-material';
import { Avatar, Box, Button, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ForwardArrowIcon } from '../icons/direction-arrows';

type Props = {
  /** Prefix of the title's id, which names the section for screen readers. */
  id: string;
  title: string;
  icon?: SvgIconComponent;
  /** The page the section summarises, linked from its header. */
  link?: { to: string; label: string };
  children: ReactNode;
};

/** A titled card section, optionally with an icon and a link to the page it summarises. */
export function SectionCard({ id, title, icon: Icon, link, children }: Props) {
  const titleId = `${id}-title`;
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
          {Icon && (
            <Avatar
              sx={{
                display: { xs: 'none', sm: 'flex' },
                bgcolor: 'action.selected',
                color: 'primary.main',
                width: 40,
                height: 40,
              }}
            >
              <Icon aria-hidden="true" />
            </Avatar>
          )}
          <Typography
            id={titleId}
            component="h2"
            variant="h6"
            sx={{ flexGrow: 1, minWidth: 0, lineHeight: 1.3 }}
          >
            {title}
          </Typography>
          {link && (
            <Button
              component={RouterLink}
              to={link.to}
              size="small"
              endIcon={<ForwardArrowIcon />}
              sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
            >
              {link.label}
            </Button>
          )}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
