import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { Button, Typography } from '@mui/material';
import { useState } from 'react';
import { SectionCard } from '../../../components/layout/section-card';
import { DeleteAccountDialog } from './delete-account-dialog';

export function DeleteAccountCard() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <SectionCard id="delete-account" title="Delete account" icon={DeleteForeverIcon}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Deleting your account erases your personal data and signs you out everywhere. Submitted applications
        and payments are kept for the records, without your personal details.
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setIsOpen(true)}>
        Delete my account
      </Button>
      <DeleteAccountDialog isOpen={isOpen} onClose={() => setIsOpen(false)} />
    </SectionCard>
  );
}
