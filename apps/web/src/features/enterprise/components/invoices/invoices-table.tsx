import PaymentIcon from '@mui/icons-material/Payment';
import { Box, Button, Chip, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { formatMoney, invoiceStatusLabels } from '@visabridge/contract';
import type { InvoiceStatus, InvoiceView } from '@visabridge/contract';
import { useMemo, useState } from 'react';
import {
  compactOnPhones,
  FoldedFacts,
  foldedBelow,
  ResponsiveTableHead,
  shownFrom,
} from '../../../../components/lists/responsive-table-head';
import type { TableColumn } from '../../../../components/lists/responsive-table-head';
import { formatDate } from '../../../../lib/format';
import { PayDialog } from '../../../../components/payments/pay-dialog';
import type { PayRequest } from '../../../../components/payments/pay-request';
import { DownloadInvoiceButton } from './download-invoice-button';
import { TableScroller } from '../../../../components/lists/table-scroller';

const columns: TableColumn[] = [
  { label: 'Invoice Number' },
  { label: 'Amount', align: 'right' },
  { label: 'Status', shownFrom: 'sm' },
  { label: 'Issued Date', shownFrom: 'md' },
  { label: 'Due Date', shownFrom: 'md' },
  { label: 'Description', shownFrom: 'md' },
  { label: 'Actions' },
];

const statusColours: Record<InvoiceStatus, 'success' | 'warning' | 'error'> = {
  pending: 'warning',
  overdue: 'error',
  paid: 'success',
};

const payRequestOf = (invoice: InvoiceView): PayRequest => ({
  target: { invoiceId: invoice.id },
  description: `Invoice ${invoice.number} · ${invoice.description}`,
  amount: invoice.amount,
  currency: invoice.currency,
});

/**
 * One page of invoices, each with its PDF and, until paid, a Pay button that pays it by card; below 900 px
 * the dates and description fold under the number, and on a phone its status too.
 */
export function InvoicesTable({ invoices }: { invoices: InvoiceView[] }) {
  const [paying, setPaying] = useState<InvoiceView | null>(null);
  const request = useMemo(() => (paying ? payRequestOf(paying) : null), [paying]);
  return (
    <TableScroller label="Invoices">
      <Table aria-label="Invoices" size="small" sx={compactOnPhones}>
        <ResponsiveTableHead columns={columns} />
        <TableBody>
          {invoices.map((invoice) => {
            const status = (
              <Chip
                component="span"
                size="small"
                color={statusColours[invoice.status]}
                label={invoiceStatusLabels[invoice.status]}
                sx={{ fontWeight: 600 }}
              />
            );
            return (
              <TableRow key={invoice.id} hover>
                <TableCell>
                  <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{invoice.number}</Typography>
                  <FoldedFacts below="md">
                    Issued {formatDate(invoice.issuedOn, 'short')} · Due {formatDate(invoice.dueOn, 'short')}
                  </FoldedFacts>
                  <FoldedFacts below="md">{invoice.description}</FoldedFacts>
                  <Box sx={{ ...foldedBelow('sm'), mt: 0.5 }}>{status}</Box>
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(invoice.amount, invoice.currency)}
                </TableCell>
                <TableCell sx={shownFrom('sm')}>{status}</TableCell>
                <TableCell sx={{ ...shownFrom('md'), whiteSpace: 'nowrap' }}>
                  {formatDate(invoice.issuedOn, 'short')}
                </TableCell>
                <TableCell sx={{ ...shownFrom('md'), whiteSpace: 'nowrap' }}>
                  {formatDate(invoice.dueOn, 'short')}
                </TableCell>
                <TableCell sx={shownFrom('md')}>{invoice.description}</TableCell>
                <TableCell>
                  <Box
                    sx={{
                      display: 'flex',
                      flexDirection: { xs: 'column', sm: 'row' },
                      alignItems: { xs: 'flex-start', sm: 'center' },
                      gap: { xs: 0.5, sm: 1 },
                    }}
                  >
                    <DownloadInvoiceButton invoice={invoice} />
                    {invoice.status !== 'paid' && (
                      <Button
                        size="small"
                        variant="contained"
                        startIcon={<PaymentIcon />}
                        onClick={() => setPaying(invoice)}
                        aria-label={`Pay invoice ${invoice.number}`}
                      >
                        Pay
                      </Button>
                    )}
                  </Box>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <PayDialog request={request} onClose={() => setPaying(null)} />
    </TableScroller>
  );
}
