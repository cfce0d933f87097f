import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { pageDescriptionOf } from './page-descriptions';

/**
 * The page's description for search engines, in its language: React puts it in the head (the server's drawing
 * names it there) and changes it as the app moves to another page.
 */
export function PageDescription() {
  const { pathname } = useLocation();
  const { t } = useLingui();
  return <meta name="description" content={t(pageDescriptionOf(pathname))} />;
}
