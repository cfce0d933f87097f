import { Navigate, useParams } from 'react-router';
import { lazyPage } from './lazy-page';

const NotFoundPage = lazyPage('content', () => import('../features/content/pages/not-found-page'));

type Props = {
  /** The dashboard the sections live on. */
  dashboard: string;
  /** Each short path (`/admin/users`) and the dashboard place it opens (`?tab=users`, or another page). */
  sections: Record<string, string>;
};

/** Short staff paths from the quick actions (`/admin/users`, `/agent/applications`) open the real screen. */
export function SectionRedirect({ dashboard, sections }: Props) {
  const { section = '' } = useParams();
  const target = sections[section];
  if (target === undefined) return <NotFoundPage />;
  return <Navigate to={target.startsWith('/') ? target : `${dashboard}${target}`} replace />;
}
