import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import type { AlertColor } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { WizardPageFrame } from './wizard-page-frame';

type Props = {
  title: string;
  heading?: string;
  severity: AlertColor;
  noticeTitle: string;
  children: ReactNode;
  link: { to: string; label: string };
};

/** A wizard page that cannot go on: what happened, and where to go instead. */
export function WizardNotice({ title, heading = title, severity, noticeTitle, children, link }: Props) {
  return (
    <WizardPageFrame title={title} heading={heading}>
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        <Alert severity={severity}>
          <AlertTitle>{noticeTitle}</AlertTitle>
          {children}
        </Alert>
        <Button component={RouterLink} to={link.to} variant="contained" sx={{ alignSelf: 'flex-start' }}>
          {link.label}
        </Button>
      </Stack>
    </WizardPageFrame>
  );
}
