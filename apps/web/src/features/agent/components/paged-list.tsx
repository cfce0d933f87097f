import { PagedList } from '../../../components/paged-list';
import type { PagedListProps } from '../../../components/paged-list';
import { agentMessages } from '../agent-messages';
import { useLoadFailureToast } from './use-load-failure-toast';

/** One server page of an agent list; a failure to load is also said in a toast, once. */
export function AgentPagedList<T>(props: Omit<PagedListProps<T>, 'failureMessage'>) {
  useLoadFailureToast(props.query.error);
  return <PagedList {...props} failureMessage={agentMessages.loadFailed} />;
}
