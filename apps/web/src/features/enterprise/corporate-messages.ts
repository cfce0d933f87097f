import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '../../lib/api-client';

/** What the corporate screens say (spec section 8, corporate messages); the server's own success message wins. */
export const corporateMessages = {
  loadFailed: msg`Failed to load corporate dashboard data`,
  invoiceDownloadStarted: msg`Invoice download started`,
} as const;

/** How one kind of request ends: its success, refused by the server ('Failed to ...') or unanswered ('Error ...'). */
export type Outcome = { success: MessageDescriptor; failed: MessageDescriptor; error: MessageDescriptor };

export const outcomes = {
  addEmployee: {
    success: msg`Employee added successfully`,
    failed: msg`Failed to add employee`,
    error: msg`Error adding employee`,
  },
  inviteEmployee: {
    success: msg`Invitation sent`,
    failed: msg`Failed to send the invitation`,
    error: msg`Error sending the invitation`,
  },
  editEmployee: {
    success: msg`Employee updated`,
    failed: msg`Failed to update employee`,
    error: msg`Error updating employee`,
  },
  fileTrip: {
    success: msg`Trip filed`,
    failed: msg`Failed to file the trip`,
    error: msg`Error filing the trip`,
  },
  submitApplication: {
    success: msg`Visa application submitted successfully`,
    failed: msg`Failed to submit application`,
    error: msg`Error submitting application`,
  },
  updateBudget: {
    success: msg`Budget updated`,
    failed: msg`Failed to update budget`,
    error: msg`Error updating budget`,
  },
  notifyTeam: {
    success: msg`Team notified`,
    failed: msg`Failed to notify team`,
    error: msg`Error notifying team`,
  },
  uploadApplications: {
    success: msg`Visa applications submitted successfully`,
    failed: msg`Failed to upload applications`,
    error: msg`Error uploading applications`,
  },
  downloadInvoice: {
    success: corporateMessages.invoiceDownloadStarted,
    failed: msg`Failed to download invoice`,
    error: msg`Error downloading invoice`,
  },
} satisfies Record<string, Outcome>;

/** The failure message for `error`: 'Error ...' when the server never answered, else 'Failed to ...'. */
export const failureOf = (error: unknown, outcome: Outcome) =>
  error instanceof ApiError && error.status > 0 ? outcome.failed : outcome.error;
