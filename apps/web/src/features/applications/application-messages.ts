import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** What the applications screens say (spec sections 5 and 8, and decision 9); render them with `t(…)`. */
export const applicationMessages = {
  loadFailed: msg`Failed to load applications`,
  deleteConfirm: msg`Are you sure you want to delete this application?`,
  deleted: msg`Application deleted successfully`,
  deleteFailed: msg`Failed to delete application`,
  deleteLocked: msg`Submitted applications cannot be deleted, so nothing submitted is ever lost.`,
  editLocked: msg`Submitted applications cannot be edited.`,
  notFound: msg`Application not found`,
} satisfies Record<string, MessageDescriptor>;
