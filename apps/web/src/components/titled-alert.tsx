import { Alert, AlertTitle } from '@mui/material';
import type { LazyAlertProps } from './lazy-alert';

/** MUI's Alert with an optional title: what LazyAlert loads. */
export default function TitledAlert({ title, children, ...props }: LazyAlertProps) {
  return (
    <Alert {...props}>
      {title && <AlertTitle>{title}</AlertTitle>}
      {children}
    </Alert>
  );
}
