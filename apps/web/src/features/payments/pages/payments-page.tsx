import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack } from '@mui/material';
import type { FeeDueView, Role } from '@visabridge/contract';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/layout/page-container';
import { useAuth } from '../../../lib/auth/auth-context';
import { useFeesDue } from '../api/list-fees-due';
import { useOwnPayments } from '../api/list-own-payments';
import { FeesDue } from '../components/fees-due';
import { PayDialog } from '../../../components/payments/pay-dialog';
import type { PayRequest } from '../../../components/payments/pay-request';
import { PaymentHistory } from '../components/payment-history';
import { useStripeReturn } from '../components/use-stripe-return';

const payRequestOf = (i18n: I18n, fee: FeeDueView): PayRequest => {
  const { destination, visaTypeName, referenceNumber } = fee;
  return {
    target: { applicationId: fee.applicationId },
    description: i18n._(
      msg({
        message: `${destination} ${visaTypeName} · Reference ${referenceNumber}`,
        comment:
          'what is paid: the destination country, the visa type, then the application reference number',
      }),
    ),
    amount: fee.fees.total,
    currency: fee.fees.currency,
  };
};

/** Where other roles settle what they owe, instead of a list of fees due. */
const elsewhere: Partial<Record<Role, { text: MessageDescriptor; to: string; label: MessageDescriptor }>> = {
  corporate: {
    text: msg`Your company's applications are billed monthly: pay its invoices by card from Billing & Invoices.`,
    to: '/enterprise/billing',
    label: msg`Billing & Invoices`,
  },
  admin: {
    text: msg`Every payment on the platform, with refunds, is on the admin dashboard.`,
    to: '/admin-dashboard?tab=payments',
    label: msg`All payments`,
  },
};
elsewhere.enterprise = elsewhere.corporate;

function ElsewhereNotice({ role }: { role: Role }) {
  const { t } = useLingui();
  const notice = elsewhere[role];
  if (!notice) return null;
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to={notice.to} color="inherit" size="small">
          {t(notice.label)}
        </Button>
      }
    >
      {t(notice.text)}
    </Alert>
  );
}

// Only the count matters: it tells 'all paid' from 'nothing submitted yet' when no fees are due.
const completedQuery = new URLSearchParams({ status: 'completed', pageSize: '1' });

/** Fees due for the traveller's applications, paid by card, and the history of every payment with receipts. */
export default function PaymentsPage() {
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  const isTraveller = user?.role === 'general';
  const [params, setParams] = useSearchParams();
  const due = useFeesDue(isTraveller);
  const completed = useOwnPayments(completedQuery);
  useStripeReturn();

  const requestedId = isTraveller ? params.get('application') : null;
  const requested = due.data?.find((fee) => fee.applicationId === requestedId);
  // One request object per fee, so the dialog sees the same one on every render.
  const request = useMemo(() => (requested ? payRequestOf(i18n, requested) : null), [i18n, requested]);
  const setRequested = (applicationId: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (applicationId) next.set('application', applicationId);
        else next.delete('application');
        return next;
      },
      { replace: true },
    );

  if (!user) return null;
  return (
    <PageContainer
      title={t`Payments`}
      subtitle={t`Pay fees by card and download a receipt for every payment.`}
    >
      <Stack spacing={3}>
        <ElsewhereNotice role={user.role} />
        {isTraveller && (
          <FeesDue
            query={due}
            onPay={(fee) => setRequested(fee.applicationId)}
            isRequestedMissing={requestedId !== null && due.data !== undefined && !requested}
            completedPayments={completed.data?.total}
          />
        )}
        <PaymentHistory />
      </Stack>
      <PayDialog request={request} onClose={() => setRequested(null)} />
    </PageContainer>
  );
}
