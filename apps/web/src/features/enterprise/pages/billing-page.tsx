import { Trans, useLingui } from '@lingui/react/macro';
import ReceiptIcon from '@mui/icons-material/Receipt';
import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PageContainer } from '../../../components/layout/page-container';
import { InvoicesTab } from '../components/invoices/invoices-tab';

/**
 * 'Billing' in the corporate nav: the company's monthly invoices, paid by card here; the receipts of the
 * card payments the user made are on their Payments page.
 */
export default function BillingPage() {
  const { t } = useLingui();
  return (
    <PageContainer
      title={t`Billing & Invoices`}
      subtitle={t`One invoice per month for your team's applications: download it as a PDF or pay it by card.`}
      actions={
        <Button component={RouterLink} to="/payment" variant="outlined" startIcon={<ReceiptIcon />}>
          <Trans>Payment receipts</Trans>
        </Button>
      }
    >
      <InvoicesTab />
    </PageContainer>
  );
}
