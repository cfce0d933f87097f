import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mui/material';
import { lazy, Suspense } from 'react';
import { PageContainer } from '../../../components/layout/page-container';
import { PageLoader } from '../../../components/layout/page-loader';
import { useAuth } from '../../../lib/auth/auth-context';
import { ConsultationIntro } from '../components/consultation-intro';

// A visitor reads what a consultation is: the booking form and the lists load for those who may book.
const ConsultationBooking = lazy(() =>
  import('../components/consultation-booking').then((module) => ({ default: module.ConsultationBooking })),
);

const bookers = new Set(['general', 'corporate', 'enterprise']);

/** /consultation: what a consultation is; signed-in users book one and see theirs. */
export default function ConsultationPage() {
  const { t } = useLingui();
  const { status, user } = useAuth();
  if (status === 'loading') return <PageLoader />;
  const canBook = user !== null && bookers.has(user.role);

  return (
    <PageContainer
      title={t`Consultations`}
      subtitle={t`Book a call with a visa agent at a time that suits you.`}
      maxWidth="md"
    >
      <Stack spacing={3}>
        <ConsultationIntro isSignedIn={user !== null} canBook={canBook} />
        {canBook && (
          <Suspense fallback={<PageLoader />}>
            <ConsultationBooking />
          </Suspense>
        )}
      </Stack>
    </PageContainer>
  );
}
