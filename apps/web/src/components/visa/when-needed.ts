import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ChecklistKind } from '@visabridge/contract';

/** When a checklist item is needed, in the traveller's words. */
export const whenNeeded: Record<ChecklistKind, MessageDescriptor> = {
  apply: msg`Uploaded with your application`,
  carry: msg`Carried when you travel: shown at the border if asked`,
  issued: msg`Issued to you when the application is approved: not something you upload`,
};
