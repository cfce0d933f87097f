import { useLingui } from '@lingui/react/macro';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Alert, Stack } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { DialogForm } from '../dialogs/form-dialog';
import { payLabelOf } from './pay-request';
import type { PayRequest } from './pay-request';
import { PaySummary } from './pay-summary';

type Props = {
  request: PayRequest;
  title: string;
  titleId: string;
  isPending: boolean;
  /** Why the last try failed (a declined card), above the card fields. */
  problem: string | null;
  /** Between what is paid and the card fields, e.g. the test-mode banner. */
  notice?: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onInput?: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  /** The card fields. */
  children: ReactNode;
};

/** The pay dialog's form, in either mode: what is paid, why the last try failed, the card, 'Pay $85.00'. */
export function PayForm({ request, problem, notice, children, ...form }: Props) {
  const { t } = useLingui();
  return (
    <DialogForm submitLabel={t(payLabelOf(request))} submitIcon={<LockOutlinedIcon />} {...form}>
      <Stack spacing={2}>
        <PaySummary request={request} />
        {notice}
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        {children}
      </Stack>
    </DialogForm>
  );
}
