import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { invoiceStatuses, invoiceStatusLabels, listInvoicesQuery } from '@visabridge/contract';
import { FilterSelect } from '../../../../components/lists/filter-select';
import { useListParams } from '../../../../lib/use-list-params';
import { PagedListCard } from '../../../../components/lists/paged-list-card';
import { ListToolbar } from '../../../../components/lists/list-toolbar';
import { useInvoices } from '../../api/list-invoices';
import { InvoicesTable } from './invoices-table';

const filterSchemas = listInvoicesQuery.pick({ status: true }).shape;

const statusOptions = invoiceStatuses.map((value) => ({ value, label: invoiceStatusLabels[value] }));

/** Billing & Invoices: one invoice per finished month with applications, each downloadable as a PDF. */
export function InvoicesTab() {
  const list = useListParams(filterSchemas);
  const invoices = useInvoices(list.apiQuery);
  return (
    <PagedListCard
      query={invoices}
      list={list}
      loadingLabel="Loading invoices..."
      toolbar={
        <ListToolbar columns="minmax(0, 280px)">
          <FilterSelect
            label="Status"
            allLabel="All invoices"
            options={statusOptions}
            {...list.filterProps('status')}
          />
        </ListToolbar>
      }
      empty={{
        icon: ReceiptLongIcon,
        title: 'No invoices yet',
        whenFiltered: 'No invoice has this status.',
        otherwise:
          "An invoice is issued on the first day of each month for the previous month's applications.",
      }}
    >
      {(items) => <InvoicesTable invoices={items} />}
    </PagedListCard>
  );
}
