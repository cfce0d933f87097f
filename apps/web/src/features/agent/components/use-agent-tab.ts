import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export const agentTabs = [
  { value: 'applications', label: 'My Applications' },
  { value: 'tasks', label: 'Tasks & Reminders' },
  { value: 'communication', label: 'Client Communication' },
  { value: 'chat', label: 'Support Chat' },
] as const;

export type AgentTab = (typeof agentTabs)[number]['value'];

/** The open tab, kept in the URL (?tab=) so a reload, a link and the back button show the same one. */
export const useAgentTab = () => {
  const [params, setParams] = useSearchParams();
  const tab = agentTabs.find(({ value }) => value === params.get('tab'))?.value ?? 'applications';
  const setTab = useCallback(
    (next: AgentTab) =>
      setParams((current) => {
        const changed = new URLSearchParams(current);
        changed.set('tab', next);
        return changed;
      }),
    [setParams],
  );
  return [tab, setTab] as const;
};
