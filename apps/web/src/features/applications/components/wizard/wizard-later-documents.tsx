import { List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import type { ApplicationView } from '@visabridge/contract';

type Props = { draft: Pick<ApplicationView, 'laterDocuments' | 'destination'> };

/** The checklist items not uploaded to apply: the approval received at the end, and what to carry. */
export function WizardLaterDocuments({ draft }: Props) {
  const issued = draft.laterDocuments.filter((item) => item.kind === 'issued');
  const carried = draft.laterDocuments.filter((item) => item.kind === 'carry');
  return (
    <Stack spacing={2}>
      {issued.length > 0 && (
        <Paper component="section" aria-labelledby="issued-documents-title" variant="outlined" sx={{ p: 2 }}>
          <Typography id="issued-documents-title" component="h3" sx={{ fontWeight: 600 }}>
            What you will receive
          </Typography>
          <List dense disablePadding>
            {issued.map((item) => (
              <ListItem key={item.document} disableGutters>
                <ListItemText primary={item.document} />
              </ListItem>
            ))}
          </List>
          <Typography variant="body2" color="text.secondary">
            You do not upload this: it is what you are applying for. Once the authorities of{' '}
            {draft.destination} issue it, your agent adds it to this application for you to download.
          </Typography>
        </Paper>
      )}
      {carried.length > 0 && (
        <Paper component="section" aria-labelledby="carried-documents-title" variant="outlined" sx={{ p: 2 }}>
          <Typography id="carried-documents-title" component="h3" sx={{ fontWeight: 600 }}>
            To carry when you travel
          </Typography>
          <List dense disablePadding>
            {carried.map((item) => (
              <ListItem key={item.document} disableGutters>
                <ListItemText primary={item.document} />
              </ListItem>
            ))}
          </List>
          <Typography variant="body2" color="text.secondary">
            Not needed to apply; border officers may ask to see it when you arrive.
          </Typography>
        </Paper>
      )}
    </Stack>
  );
}
