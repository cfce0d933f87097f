import { useLingui } from '@lingui/react/macro';
import { Box, Tab, Tabs } from '@mui/material';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/layout/page-loader';
import { adminTabs } from './admin-tabs';

const [defaultTab] = adminTabs;

/**
 * The dashboard's tabs, the chosen one kept in the URL (?tab=) so a reload shows it again. Switching tabs
 * leaves the other tab's filters behind. Arrow keys move between tabs (MUI Tabs).
 */
export function AdminTabPanels() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const current = adminTabs.find((tab) => tab.id === params.get('tab')) ?? defaultTab;
  if (!current) return null;
  const Panel = current.panel;
  const tabName = t(current.label);

  return (
    <Box>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={current.id}
          onChange={(_event, id: string) => setParams(id === defaultTab?.id ? {} : { tab: id })}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t`Admin dashboard sections`}
        >
          {adminTabs.map((tab) => (
            <Tab
              key={tab.id}
              value={tab.id}
              label={t(tab.label)}
              id={`admin-tab-${tab.id}`}
              aria-controls={`admin-panel-${tab.id}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`admin-panel-${current.id}`} aria-labelledby={`admin-tab-${current.id}`}>
        <Suspense
          fallback={
            <PageLoader
              label={t({
                message: `Loading ${tabName}...`,
                comment: '{tabName} names a tab of the admin dashboard',
              })}
            />
          }
        >
          <Panel key={current.id} />
        </Suspense>
      </Box>
    </Box>
  );
}
