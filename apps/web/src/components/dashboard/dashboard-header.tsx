import { useLingui } from '@lingui/react/macro';
import { Chip } from '@mui/material';
import type { Role } from '@visabridge/contract';
import { roleBadgeNames } from '../../lib/i18n/role-names';
import { PageHeading } from '../layout/page-heading';

type Props = { title: string; subtitle: string; role: Role };

/** Page title, subtitle and, for every role but general, the role badge (e.g. 'Admin Account'). */
export function DashboardHeader({ title, subtitle, role }: Props) {
  const { t } = useLingui();
  return (
    <PageHeading
      title={title}
      subtitle={subtitle}
      actions={role !== 'general' && <Chip label={t(roleBadgeNames[role])} color="primary" />}
    />
  );
}
