import { useLingui } from '@lingui/react/macro';
import { Box, Tab, Tabs } from '@mui/material';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/layout/page-loader';
import type { UrlTab } from './corporate-tabs';

type Props = { tabs: UrlTab[]; label: string; idPrefix: string };

/**
 * Tabs whose choice is kept in the URL (?tab=, left out for the first tab), so a reload or a shared link
 * opens the same one; switching drops the other tab's filters. Arrow keys move between tabs (MUI Tabs).
 */
export function UrlTabs({ tabs, label, idPrefix }: Props) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const [first] = tabs;
  const current = tabs.find(({ id }) => id === params.get('tab')) ?? first;
  if (!current) return null;
  const Panel = current.panel;
  const tabName = t(current.label);
  const tabId = (id: string) => `${idPrefix}-tab-${id}`;
  const panelId = (id: string) => `${idPrefix}-panel-${id}`;

  return (
    <Box>
      <Tabs
        value={current.id}
        onChange={(_event, id: string) => setParams(id === first?.id ? {} : { tab: id })}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={label}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            value={tab.id}
            label={t(tab.label)}
            id={tabId(tab.id)}
            aria-controls={panelId(tab.id)}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId(current.id)} aria-labelledby={tabId(current.id)}>
        <Suspense
          fallback={
            <PageLoader
              label={t({
                message: `Loading ${tabName}...`,
                comment: '{tabName} names a tab of the dashboard',
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
