import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The dashboard's tabs, each named by a message (render it with `t(label)`). */
export const agentTabs = [
  { value: 'applications', label: msg`My Applications` },
  { value: 'tasks', label: msg`Tasks & Reminders` },
  { value: 'communication', label: msg`Client Communication` },
  { value: 'chat', label: msg`Support Chat` },
] as const satisfies readonly { value: string; label: MessageDescriptor }[];

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
