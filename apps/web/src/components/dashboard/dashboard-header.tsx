import { Chip } from '@mui/material';
import { roleBadgeLabels } from '@visabridge/contract';
import type { Role } from '@visabridge/contract';
import { PageHeading } from '../layout/page-heading';

type Props = { title: string; subtitle: string; role: Role };

/** Page title, subtitle and, for every role but general, the role badge (e.g. 'Admin Account'). */
export function DashboardHeader({ title, subtitle, role }: Props) {
  return (
    <PageHeading
      title={title}
      subtitle={subtitle}
      actions={role !== 'general' && <Chip label={roleBadgeLabels[role]} color="primary" />}
    />
  );
}
