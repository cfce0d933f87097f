import { useLingui } from '@lingui/react/macro';
import { CursorPagedList } from '../../../components/lists/cursor-paged-list';
import type { CursorPagedListProps } from '../../../components/lists/cursor-paged-list';
import { PagedList } from '../../../components/lists/paged-list';
import type { PagedListProps } from '../../../components/lists/paged-list';
import { agentMessages } from '../agent-messages';
import { useLoadFailureToast } from './use-load-failure-toast';

type Props<T> = Omit<PagedListProps<T>, 'failureMessage'> | Omit<CursorPagedListProps<T>, 'failureMessage'>;

const isByCursor = <T,>(props: Props<T>): props is Omit<CursorPagedListProps<T>, 'failureMessage'> =>
  'goNext' in props.paging;

/** One server page of an agent list, by page number or by cursor; a failure to load is also said in a toast, once. */
export function AgentPagedList<T>(props: Props<T>) {
  const { t } = useLingui();
  useLoadFailureToast(props.query.error);
  return isByCursor(props) ? (
    <CursorPagedList {...props} failureMessage={t(agentMessages.loadFailed)} />
  ) : (
    <PagedList {...props} failureMessage={t(agentMessages.loadFailed)} />
  );
}
