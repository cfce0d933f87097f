import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, List, ListItem, Stack } from '@mui/material';
import { useToast } from '../../lib/use-toast';

type Props = { recoveryCodes: string[] };

/**
 * Saves the codes as a text file under its heading, the way a person keeps them with their other documents.
 */
const downloadCodes = (recoveryCodes: string[], heading: string) => {
  const text = `${heading}\n\n${recoveryCodes.join('\n')}\n`;
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
  const { t } = useLingui();
  const toast = useToast();
  const copyCodes = async () => {
    try {
      await navigator.clipboard.writeText(recoveryCodes.join('\n'));
      toast.success(t`Recovery codes copied`);
    } catch {
      toast.error(t`The codes could not be copied. Download them or write them down.`);
    }
  };
  return (
    <Box>
      <Alert severity="warning" sx={{ mb: 2 }}>
        <Trans>
          Each code signs you in once if you lose your authenticator app. They are shown only this once.
        </Trans>
      </Alert>
      <List
        dense
        aria-label={t`Recovery codes`}
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
          <Trans>Copy codes</Trans>
        </Button>
        <Button
          variant="outlined"
          fullWidth
          onClick={() =>
            downloadCodes(
              recoveryCodes,
              t({
                message: 'VisaBridge recovery codes (each works once)',
                comment: 'the first line of the downloaded text file, above the codes',
              }),
            )
          }
        >
          <Trans>Download codes</Trans>
        </Button>
      </Stack>
    </Box>
  );
}
