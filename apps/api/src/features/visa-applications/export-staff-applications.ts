import {
  dayOf,
  type exportStaffApplicationsQuery,
  type StaffApplicationListItem,
  statusLabel,
} from '@visabridge/contract';
import type { z } from 'zod';
import type { AppContext } from '../../domain/app-context';
import { spreadsheetCsv } from '../../lib/csv';
import type { Viewer } from '../../domain/applications/access';
import { pageOfStaffApplications, refuseOtherAgents } from './staff-applications';

const header = [
  'Reference',
  'Trip',
  'Applicant',
  'Applicant email',
  'Company',
  'Destination',
  'Visa type',
  'Status',
  'Priority',
  'Agent',
  'Submitted',
  'Assigned',
  'Decided',
  'Last contact',
  'Documents',
];

const cellsOf = (application: StaffApplicationListItem) => [
  application.referenceNumber,
  application.tripReference ?? '',
  application.clientName,
  application.clientEmail,
  application.companyName ?? '',
  application.destination,
  application.visaTypeName,
  statusLabel(application.status),
  application.priority,
  application.agentName ?? 'Unassigned',
  application.submittedAt ?? '',
  application.assignedAt ?? '',
  application.decidedAt ?? '',
  application.lastContact ?? '',
  `${application.documentsUploaded}/${application.documentsRequired}`,
];

// Read in pages, so a long export never holds one huge query open.
const batchSize = 500;

/**
 * Every application the staff list shows with these filters, in its order, as CSV: an agent's own
 * caseload, all for an admin.
 */
export const exportStaffApplications = async (
  ctx: AppContext,
  viewer: Viewer,
  query: z.output<typeof exportStaffApplicationsQuery>,
) => {
  refuseOtherAgents(viewer, query.agentId);
  const rows: string[][] = [];
  let cursor: string | undefined;
  do {
    // In English, as the export's headers and statuses are.
    const pageRequest = { cursor, pageSize: batchSize };
    const batch = await pageOfStaffApplications(ctx, viewer, query, pageRequest, 'en');
    rows.push(...batch.items.map(cellsOf));
    cursor = batch.nextCursor ?? undefined;
  } while (cursor);
  return spreadsheetCsv(header, rows);
};

/** `applications-2026-11-23.csv`: what the export holds and when it was taken. */
export const applicationsExportFileName = (now = new Date()) => `applications-${dayOf(now)}.csv`;
