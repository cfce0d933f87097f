import { useLingui } from '@lingui/react/macro';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { invoiceStatuses, listInvoicesQuery } from '@visabridge/contract';
import { FilterSelect } from '../../../../components/lists/filter-select';
import { useListParams } from '../../../../lib/use-list-params';
import { PagedListCard } from '../../../../components/lists/paged-list-card';
import { ListToolbar } from '../../../../components/lists/list-toolbar';
import { useInvoices } from '../../api/list-invoices';
import { invoiceStatusNames } from '../corporate-names';
import { InvoicesTable } from './invoices-table';

const filterSchemas = listInvoicesQuery.pick({ status: true }).shape;

const statusOptions = invoiceStatuses.map((value) => ({ value, label: invoiceStatusNames[value] }));

/** Billing & Invoices: one invoice per finished month with applications, each downloadable as a PDF. */
export function InvoicesTab() {
  const { t } = useLingui();
  const list = useListParams(filterSchemas);
  const invoices = useInvoices(list.apiQuery);
  return (
    <PagedListCard
      query={invoices}
      list={list}
      loadingLabel={t`Loading invoices...`}
      toolbar={
        <ListToolbar columns="minmax(0, 280px)">
          <FilterSelect
            label={t({ message: 'Status', comment: 'filter of a list by status' })}
            allLabel={t`All invoices`}
            options={statusOptions.map(({ value, label }) => ({ value, label: t(label) }))}
            {...list.filterProps('status')}
          />
        </ListToolbar>
      }
      empty={{
        icon: ReceiptLongIcon,
        title: t`No invoices yet`,
        whenFiltered: t`No invoice has this status.`,
        otherwise: t`An invoice is issued on the first day of each month for the previous month's applications.`,
      }}
    >
      {(items) => <InvoicesTable invoices={items} />}
    </PagedListCard>
  );
}
