import type { StaffApplicationListItem } from '@visabridge/contract';

/** What names an application in the agent's dialogs: a list row, or the detail of a linked one, will do. */
export type ApplicationRef = Pick<
  StaffApplicationListItem,
  | 'id'
  | 'referenceNumber'
  | 'status'
  | 'priority'
  | 'destination'
  | 'visaTypeName'
  | 'clientName'
  | 'clientEmail'
  | 'companyName'
>;
