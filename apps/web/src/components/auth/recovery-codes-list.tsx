import { Alert, Box, Button, List, ListItem, Stack } from '@mui/material';
import { useToast } from '../../lib/use-toast';

type Props = { recoveryCodes: string[] };

/** Saves the codes as a text file, the way a person keeps them with their other documents. */
const downloadCodes = ({ recoveryCodes }: Props) => {
  const text = `VisaBridge recovery codes (each works once)\n\n${recoveryCodes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: 'visabridge-recovery-codes.txt',
  });
  link.click();
  URL.revokeObjectURL(url);
};

/** Recovery codes shown once, with a way to copy or download them before they are gone. */
export function RecoveryCodesList({ recoveryCodes }: Props) {
  const toast = useToast();
  const copyCodes = async () => {
    try {
      await navigator.clipboard.writeText(recoveryCodes.join('\n'));
      toast.success('Recovery codes copied');
    } catch {
      toast.error('The codes could not be copied. Download them or write them down.');
    }
  };
  return (
    <Box>
      <Alert severity="warning" sx={{ mb: 2 }}>
        Each code signs you in once if you lose your authenticator app. They are shown only this once.
      </Alert>
      <List
        dense
        aria-label="Recovery codes"
        sx={{ fontFamily: 'monospace', fontSize: '1.05rem', columns: 2, mb: 2, textAlign: 'center' }}
      >
        {recoveryCodes.map((recoveryCode) => (
          <ListItem key={recoveryCode} disableGutters sx={{ justifyContent: 'center' }}>
            {recoveryCode}
          </ListItem>
        ))}
      </List>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
        <Button variant="outlined" fullWidth onClick={() => void copyCodes()}>
          Copy codes
        </Button>
        <Button variant="outlined" fullWidth onClick={() => downloadCodes({ recoveryCodes })}>
          Download codes
        </Button>
      </Stack>
    </Box>
  );
}
