import { Trans } from '@lingui/react/macro';
import { List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { documentNameOf, type ApplicationView } from '@visabridge/contract';

type Props = { draft: Pick<ApplicationView, 'laterDocuments' | 'documentNames' | 'destination'> };

/** The checklist items not uploaded to apply: the approval received at the end, and what to carry. */
export function WizardLaterDocuments({ draft }: Props) {
  const issued = draft.laterDocuments.filter((item) => item.kind === 'issued');
  const carried = draft.laterDocuments.filter((item) => item.kind === 'carry');
  const { destination } = draft;
  return (
    <Stack spacing={2}>
      {issued.length > 0 && (
        <Paper component="section" aria-labelledby="issued-documents-title" variant="outlined" sx={{ p: 2 }}>
          <Typography id="issued-documents-title" component="h3" sx={{ fontWeight: 600 }}>
            <Trans>What you will receive</Trans>
          </Typography>
          <List dense disablePadding>
            {issued.map((item) => (
              <ListItem key={item.document} disableGutters>
                <ListItemText primary={documentNameOf(draft, item.document)} />
              </ListItem>
            ))}
          </List>
          <Typography variant="body2" color="text.secondary">
            <Trans>
              You do not upload this: it is what you are applying for. Once the authorities of {destination}{' '}
              issue it, your agent adds it to this application for you to download.
            </Trans>
          </Typography>
        </Paper>
      )}
      {carried.length > 0 && (
        <Paper component="section" aria-labelledby="carried-documents-title" variant="outlined" sx={{ p: 2 }}>
          <Typography id="carried-documents-title" component="h3" sx={{ fontWeight: 600 }}>
            <Trans>To carry when you travel</Trans>
          </Typography>
          <List dense disablePadding>
            {carried.map((item) => (
              <ListItem key={item.document} disableGutters>
                <ListItemText primary={documentNameOf(draft, item.document)} />
              </ListItem>
            ))}
          </List>
          <Typography variant="body2" color="text.secondary">
            <Trans>Not needed to apply; border officers may ask to see it when you arrive.</Trans>
          </Typography>
        </Paper>
      )}
    </Stack>
  );
}
