import { Trans } from '@lingui/react/macro';
import ChatIcon from '@mui/icons-material/Chat';
import EmailIcon from '@mui/icons-material/Email';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSiteInfo } from '../../../lib/api/use-site-info';

/**
 * Where to go when the answers do not help: the contact form, support chat, the configured support
 * address and hours, and `children` for other ways.
 */
export function StillNeedHelp({ children }: { children?: ReactNode }) {
  const site = useSiteInfo();
  const hours = site.data?.hours;
  const email = site.data?.email;
  return (
    <Card component="section" aria-labelledby="still-need-help-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="still-need-help-title" component="h2" variant="h6">
          <Trans>Still need help?</Trans>
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          <Trans>
            Write to our team with the contact form and we reply by email, or chat with support. If your
            question is about an application, include its reference number (shown in My Applications).
          </Trans>
          {hours && (
            <>
              {' '}
              <Trans>Support hours: {hours}.</Trans>
            </>
          )}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5 }}>
          <Button component={RouterLink} to="/contact" variant="contained" startIcon={<MailOutlineIcon />}>
            <Trans>Contact us</Trans>
          </Button>
          <Button component={RouterLink} to="/chat" variant="outlined" startIcon={<ChatIcon />}>
            <Trans>Chat with support</Trans>
          </Button>
          {children}
          {email && (
            <Button href={`mailto:${email}`} startIcon={<EmailIcon />}>
              <Trans comment="a button that writes an email to the support address">Email {email}</Trans>
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
