import { ApiError } from '../../lib/api-client';

/** What the corporate screens say (spec section 8, corporate messages); the server's own success message wins. */
export const corporateMessages = {
  loadFailed: 'Failed to load corporate dashboard data',
  invoiceDownloadStarted: 'Invoice download started',
} as const;

/** How one kind of request ends: its success, refused by the server ('Failed to ...') or unanswered ('Error ...'). */
export type Outcome = { success: string; failed: string; error: string };

export const outcomes = {
  addEmployee: {
    success: 'Employee added successfully',
    failed: 'Failed to add employee',
    error: 'Error adding employee',
  },
  editEmployee: {
    success: 'Employee updated',
    failed: 'Failed to update employee',
    error: 'Error updating employee',
  },
  fileTrip: {
    success: 'Trip filed',
    failed: 'Failed to file the trip',
    error: 'Error filing the trip',
  },
  submitApplication: {
    success: 'Visa application submitted successfully',
    failed: 'Failed to submit application',
    error: 'Error submitting application',
  },
  updateBudget: {
    success: 'Budget updated',
    failed: 'Failed to update budget',
    error: 'Error updating budget',
  },
  notifyTeam: { success: 'Team notified', failed: 'Failed to notify team', error: 'Error notifying team' },
  uploadApplications: {
    success: 'Visa applications submitted successfully',
    failed: 'Failed to upload applications',
    error: 'Error uploading applications',
  },
  downloadInvoice: {
    success: corporateMessages.invoiceDownloadStarted,
    failed: 'Failed to download invoice',
    error: 'Error downloading invoice',
  },
} satisfies Record<string, Outcome>;

/** The failure message for `error`: 'Error ...' when the server never answered, else 'Failed to ...'. */
export const failureOf = (error: unknown, outcome: Outcome) =>
  error instanceof ApiError && error.status > 0 ? outcome.failed : outcome.error;
