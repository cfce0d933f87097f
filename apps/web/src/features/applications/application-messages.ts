/** What the applications screens say (spec sections 5 and 8, and decision 9). */
export const applicationMessages = {
  loadFailed: 'Failed to load applications',
  deleteConfirm: 'Are you sure you want to delete this application?',
  deleted: 'Application deleted successfully',
  deleteFailed: 'Failed to delete application',
  deleteLocked: 'Submitted applications cannot be deleted, so nothing submitted is ever lost.',
  editLocked: 'Submitted applications cannot be edited.',
  notFound: 'Application not found',
} as const;
