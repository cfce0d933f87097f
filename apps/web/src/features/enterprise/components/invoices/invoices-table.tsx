import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import PaymentIcon from '@mui/icons-material/Payment';
import { Box, Button, Chip, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { formatMoney } from '@visabridge/contract';
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
import { invoiceStatusNames } from '../corporate-names';
import { DownloadInvoiceButton } from './download-invoice-button';
import { TableScroller } from '../../../../components/lists/table-scroller';

const columns: (Omit<TableColumn, 'label'> & { label: MessageDescriptor })[] = [
  { label: msg`Invoice Number` },
  { label: msg({ message: 'Amount', comment: 'table column' }), align: 'right' },
  { label: msg({ message: 'Status', comment: 'table column' }), shownFrom: 'sm' },
  { label: msg`Issued Date`, shownFrom: 'md' },
  { label: msg`Due Date`, shownFrom: 'md' },
  {
    label: msg({ message: 'Description', comment: 'table column: what an invoice is for' }),
    shownFrom: 'md',
  },
  { label: msg({ message: 'Actions', comment: 'table column: buttons acting on the row' }) },
];

const statusColours: Record<InvoiceStatus, 'success' | 'warning' | 'error'> = {
  pending: 'warning',
  overdue: 'error',
  paid: 'success',
};

const payRequestOf = (i18n: I18n, invoice: InvoiceView): PayRequest => {
  const { number: invoiceNumber, description } = invoice;
  return {
    target: { invoiceId: invoice.id },
    description: i18n._(
      msg({
        message: `Invoice ${invoiceNumber} · ${description}`,
        comment: "what is paid: the invoice's number, then its description",
      }),
    ),
    amount: invoice.amount,
    currency: invoice.currency,
  };
};

/**
 * One page of invoices, each with its PDF and, until paid, a Pay button that pays it by card; below 900 px
 * the dates and description fold under the number, and on a phone its status too.
 */
export function InvoicesTable({ invoices }: { invoices: InvoiceView[] }) {
  const { t, i18n } = useLingui();
  const [paying, setPaying] = useState<InvoiceView | null>(null);
  const request = useMemo(() => (paying ? payRequestOf(i18n, paying) : null), [i18n, paying]);
  return (
    <TableScroller label={t`Invoices`}>
      <Table aria-label={t`Invoices`} size="small" sx={compactOnPhones}>
        <ResponsiveTableHead columns={columns.map((column) => ({ ...column, label: t(column.label) }))} />
        <TableBody>
          {invoices.map((invoice) => {
            const issuedDate = formatDate(invoice.issuedOn, 'short');
            const dueDate = formatDate(invoice.dueOn, 'short');
            const invoiceNumber = invoice.number;
            const status = (
              <Chip
                component="span"
                size="small"
                color={statusColours[invoice.status]}
                label={t(invoiceStatusNames[invoice.status])}
                sx={{ fontWeight: 600 }}
              />
            );
            return (
              <TableRow key={invoice.id} hover>
                <TableCell>
                  <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{invoice.number}</Typography>
                  <FoldedFacts below="md">
                    <Trans comment="an invoice's dates of issue and payment">
                      Issued {issuedDate} · Due {dueDate}
                    </Trans>
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
                        aria-label={t`Pay invoice ${invoiceNumber}`}
                      >
                        <Trans comment="button that pays an invoice by card">Pay</Trans>
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
