import { Trans, useLingui } from '@lingui/react/macro';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { Button, Typography } from '@mui/material';
import { useState } from 'react';
import { SectionCard } from '../../../components/layout/section-card';
import { DeleteAccountDialog } from './delete-account-dialog';

export function DeleteAccountCard() {
  const { t } = useLingui();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <SectionCard id="delete-account" title={t`Delete account`} icon={DeleteForeverIcon}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        <Trans>
          Deleting your account erases your personal data and signs you out everywhere. Submitted applications
          and payments are kept for the records, without your personal details.
        </Trans>
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setIsOpen(true)}>
        <Trans>Delete my account</Trans>
      </Button>
      <DeleteAccountDialog isOpen={isOpen} onClose={() => setIsOpen(false)} />
    </SectionCard>
  );
}
