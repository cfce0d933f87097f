import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { contactTopicLabels, type ContactReceiptView } from '@visabridge/contract';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/lists/empty-state';

type Props = { receipt: ContactReceiptView; onSendAnother: () => void };

/** What happens after sending: where the confirmation went and how the answer will come. */
export function ContactSent({ receipt, onSendAnother }: Props) {
  return (
    <Card>
      <CardContent>
        <EmptyState
          icon={MarkEmailReadIcon}
          title="Thank you, your message is with our team"
          action={
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
              <Button variant="outlined" onClick={onSendAnother}>
                Send another message
              </Button>
              <Button component={RouterLink} to="/faq" variant="text">
                Browse the FAQ
              </Button>
            </Stack>
          }
        >
          Topic: {contactTopicLabels[receipt.topic]}.
        </EmptyState>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          What happens next
        </Typography>
        <Typography component="ol" color="text.secondary" sx={{ pl: 3, mt: 1, '& li': { mb: 0.5 } }}>
          <li>
            We have emailed a confirmation to {receipt.email}. If it is not in your inbox, look in spam.
          </li>
          <li>Our team reads every message in the order it arrives.</li>
          <li>The answer comes by email to {receipt.email}, from the team member handling it.</li>
        </Typography>
      </CardContent>
    </Card>
  );
}
