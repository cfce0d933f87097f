import EmailIcon from '@mui/icons-material/Email';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** Where to go when the answers do not help: the contact form, and `children` for other ways. */
export function StillNeedHelp({ children }: { children?: ReactNode }) {
  return (
    <Card component="section" aria-labelledby="still-need-help-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="still-need-help-title" component="h2" variant="h6">
          Still need help?
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          Write to our team with the contact form and we reply by email. If your question is about an
          application, include its reference number (shown in My Applications).
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button component={RouterLink} to="/contact" variant="contained" startIcon={<EmailIcon />}>
            Contact us
          </Button>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
