import type { EntryRuleGroupsView, EntryRuleValues, EntryRuleView } from '@visabridge/contract';
import { api } from '../../../lib/api-client';
import { useAdminMutation } from './use-admin-mutation';
import { useAdminQuery } from './use-admin-query';

const path = '/visa/entry-rules';

/** GET /visa/entry-rules: every stored rule, shipped and the admins' own, by destination then start. */
export const useEntryRules = () => useAdminQuery<EntryRuleView[]>(path);

/** GET /visa/entry-rules/groups: the passport and destination groups a rule may name. */
export const useEntryRuleGroups = () => useAdminQuery<EntryRuleGroupsView>(`${path}/groups`);

/** POST /visa/entry-rules: the checker answers with the new rule at once. */
export const useCreateEntryRule = () =>
  useAdminMutation((input: EntryRuleValues) => api.post<EntryRuleView>(path, input));

/** PUT /visa/entry-rules/{id}: replaces every field of a rule; ending one is setting its end date. */
export const useUpdateEntryRule = () =>
  useAdminMutation(({ id, input }: { id: string; input: EntryRuleValues }) =>
    api.put<EntryRuleView>(`${path}/${id}`, input),
  );

/** DELETE /visa/entry-rules/{id}: an admin's own rule only; a shipped one is ended instead (409). */
export const useDeleteEntryRule = () =>
  useAdminMutation((id: string) => api.delete<undefined>(`${path}/${id}`));
