import type { EntryConditionsRecordView, EntryConditionsValues } from '@visabridge/contract';
import { api } from '../../../lib/api-client';
import { useAdminMutation } from './use-admin-mutation';
import { useAdminQuery } from './use-admin-query';

const path = '/visa/entry-conditions';

/** GET /visa/entry-conditions: every destination's and group's conditions, shipped and the admins' own. */
export const useEntryConditions = () => useAdminQuery<EntryConditionsRecordView[]>(path);

/** POST /visa/entry-conditions: one row per country or group (409 when it has one); the checker answers at once. */
export const useCreateEntryConditions = () =>
  useAdminMutation((input: EntryConditionsValues) => api.post<EntryConditionsRecordView>(path, input));

/** PUT /visa/entry-conditions/{id}: replaces every field; a shipped row keeps its scope. */
export const useUpdateEntryConditions = () =>
  useAdminMutation(({ id, input }: { id: string; input: EntryConditionsValues }) =>
    api.put<EntryConditionsRecordView>(`${path}/${id}`, input),
  );

/** DELETE /visa/entry-conditions/{id}: an admin's own row only; a shipped one is edited instead (409). */
export const useDeleteEntryConditions = () =>
  useAdminMutation((id: string) => api.delete<undefined>(`${path}/${id}`));
