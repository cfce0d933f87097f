import { Alert, AlertTitle, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

export type LazyAlertProps = {
  severity: 'error' | 'warning' | 'success';
  title?: string;
  action?: ReactNode;
  sx?: SxProps<Theme>;
  children: ReactNode;
};

/** MUI's Alert with an optional title: what LazyAlert loads. */
export default function TitledAlert({ title, children, ...props }: LazyAlertProps) {
  return (
    <Alert {...props}>
      {title && <AlertTitle>{title}</AlertTitle>}
      {children}
    </Alert>
  );
}
