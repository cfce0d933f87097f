import type { I18n } from '@lingui/core';
import type { ChipProps } from '@mui/material';
import { consultationStatuses, type ConsultationStatus } from '@visabridge/contract';
import { ValueChip } from '../value-chip';
import { consultationStatusNames } from './consultation-status-names';

const colors: Record<ConsultationStatus, ChipProps['color']> = {
  requested: 'warning',
  scheduled: 'success',
  completed: 'default',
  cancelled: 'default',
};

/** The statuses a list of consultations is filtered by, each with its name in the reader's language. */
export const consultationStatusOptions = (i18n: I18n) =>
  consultationStatuses.map((value) => ({ value, label: i18n._(consultationStatusNames[value]) }));

/** A consultation's status in words: awaiting confirmation, confirmed, completed or cancelled. */
export function ConsultationStatusChip({ status }: { status: ConsultationStatus }) {
  return <ValueChip value={status} names={consultationStatusNames} colors={colors} />;
}
