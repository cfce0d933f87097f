import { Trans, useLingui } from '@lingui/react/macro';
import { Card, CardContent, Link, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/layout/page-container';
import { PageLoader } from '../../../components/layout/page-loader';
import { useAuth } from '../../../lib/auth/auth-context';
import { ContactForm } from '../components/contact-form';
import { ContactSent } from '../components/contact-sent';
import { useContactForm } from '../components/use-contact-form';

function ContactCard() {
  const [params] = useSearchParams();
  const contact = useContactForm(params.get('topic'));
  if (contact.receipt) {
    return (
      <ContactSent
        receipt={contact.receipt}
        onSendAnother={() => {
          contact.form.reset();
          contact.reset();
        }}
      />
    );
  }
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          <Trans>
            Many answers are in the{' '}
            <Link component={RouterLink} to="/faq">
              FAQ
            </Link>
            . Otherwise, tell us what you need and we reply by email.
          </Trans>
        </Typography>
        <ContactForm contact={contact} />
      </CardContent>
    </Card>
  );
}

/** The contact form, for visitors and signed-in users (whose name and email are filled in). */
export default function ContactPage() {
  const { t } = useLingui();
  const { status } = useAuth();
  return (
    <PageContainer
      title={t`Contact Us`}
      subtitle={t`Questions, sales, support with an application, partnerships, press and privacy requests.`}
      maxWidth="md"
    >
      {/* Waits for the session so a signed-in user's name and email are there from the start. */}
      {status === 'loading' ? <PageLoader label={t`Loading...`} /> : <ContactCard />}
    </PageContainer>
  );
}
