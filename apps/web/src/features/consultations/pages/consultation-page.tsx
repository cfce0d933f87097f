import { Stack } from '@mui/material';
import { PageContainer } from '../../../components/page-container';
import { PageLoader } from '../../../components/page-loader';
import { useAuth } from '../../../lib/auth/auth-context';
import { ConsultationForm } from '../components/consultation-form';
import { ConsultationIntro } from '../components/consultation-intro';
import { MyConsultations } from '../components/my-consultations';

const bookers = new Set(['general', 'corporate', 'enterprise']);

/** /consultation: what a consultation is; signed-in users book one and see theirs. */
export default function ConsultationPage() {
  const { status, user } = useAuth();
  if (status === 'loading') return <PageLoader />;
  const canBook = user !== null && bookers.has(user.role);

  return (
    <PageContainer
      title="Consultations"
      subtitle="Book a call with a visa agent at a time that suits you."
      maxWidth="md"
    >
      <Stack spacing={3}>
        <ConsultationIntro isSignedIn={user !== null} canBook={canBook} />
        {canBook && (
          <>
            <ConsultationForm />
            <MyConsultations when="upcoming" />
            <MyConsultations when="past" />
          </>
        )}
      </Stack>
    </PageContainer>
  );
}
