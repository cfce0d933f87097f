import type { ChecklistKind } from '@visabridge/contract';

/** When a checklist item is needed, in the traveller's words. */
export const whenNeeded: Record<ChecklistKind, string> = {
  apply: 'Uploaded with your application',
  carry: 'Carried when you travel: shown at the border if asked',
  issued: 'Issued to you when the application is approved: not something you upload',
};
