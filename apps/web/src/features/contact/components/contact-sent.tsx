import { Trans, useLingui } from '@lingui/react/macro';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ContactReceiptView } from '@visabridge/contract';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/lists/empty-state';
import { contactTopicNames } from '../../../components/names/contact-topic-names';

type Props = { receipt: ContactReceiptView; onSendAnother: () => void };

/** What happens after sending: where the confirmation went and how the answer will come. */
export function ContactSent({ receipt, onSendAnother }: Props) {
  const { t } = useLingui();
  const topic = t(contactTopicNames[receipt.topic]);
  const { email } = receipt;
  return (
    <Card>
      <CardContent>
        <EmptyState
          icon={MarkEmailReadIcon}
          title={t`Thank you, your message is with our team`}
          action={
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
              <Button variant="outlined" onClick={onSendAnother}>
                <Trans>Send another message</Trans>
              </Button>
              <Button component={RouterLink} to="/faq" variant="text">
                <Trans>Browse the FAQ</Trans>
              </Button>
            </Stack>
          }
        >
          <Trans comment="what the message sent is about">Topic: {topic}.</Trans>
        </EmptyState>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          <Trans>What happens next</Trans>
        </Typography>
        <Typography component="ol" color="text.secondary" sx={{ pl: 3, mt: 1, '& li': { mb: 0.5 } }}>
          <li>
            <Trans>
              We have emailed a confirmation to {email}. If it is not in your inbox, look in spam.
            </Trans>
          </li>
          <li>
            <Trans>Our team reads every message in the order it arrives.</Trans>
          </li>
          <li>
            <Trans>The answer comes by email to {email}, from the team member handling it.</Trans>
          </li>
        </Typography>
      </CardContent>
    </Card>
  );
}
