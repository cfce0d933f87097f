import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import FolderIcon from '@mui/icons-material/Folder';
import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import type { IndividualDashboardView } from '@visabridge/contract';
import { FigureGrid } from '../../../components/layout/figure-grid';
import { formatFileSize, formatNumber } from '../../../lib/format';
import { SectionCard } from '../../../components/layout/section-card';

type Props = { documents: IndividualDashboardView['documents'] };

const coverageText = (i18n: I18n, { uploaded, required, missing }: Props['documents']) => {
  if (required === 0 && uploaded === 0)
    return i18n._(msg`No documents yet: you add them while filling in an application.`);
  if (required === 0) return i18n._(msg`None of your drafts is waiting for documents.`);
  if (missing === 0) return i18n._(msg`Your drafts have every document their checklists ask for.`);
  return i18n._(
    msg`${plural(missing, {
      one: `${missing} of the ${required} documents your drafts need is still to upload.`,
      other: `${missing} of the ${required} documents your drafts need are still to upload.`,
    })}`,
  );
};

/** Uploaded files and what the drafts' checklists still ask for. */
export function DocumentsPanel({ documents }: Props) {
  const { i18n, t } = useLingui();
  const covered = documents.required - documents.missing;
  return (
    <SectionCard
      id="documents"
      title={t`Smart Document Management`}
      icon={FolderIcon}
      link={{ to: '/documents', label: t`My documents` }}
    >
      <Stack spacing={2}>
        <FigureGrid
          columns={2}
          figures={[
            {
              label: t({ message: 'Uploaded', comment: 'how many files the traveller has uploaded' }),
              value: formatNumber(documents.uploaded),
            },
            {
              label: t({ message: 'Total size', comment: 'of the files uploaded' }),
              value: formatFileSize(documents.bytes),
            },
            {
              label: t({
                message: 'Required in drafts',
                comment: 'how many documents the draft applications ask for',
              }),
              value: formatNumber(documents.required),
            },
            {
              label: t({ message: 'Missing', comment: 'how many documents the drafts still lack' }),
              value: formatNumber(documents.missing),
              color: documents.missing ? 'warning.main' : undefined,
            },
          ]}
        />
        <Box>
          {documents.required > 0 && (
            <LinearProgress
              variant="determinate"
              value={(covered / documents.required) * 100}
              aria-label={t`Documents provided for your drafts`}
              color={documents.missing ? 'warning' : 'success'}
              sx={{ height: 8, borderRadius: 4, mb: 1 }}
            />
          )}
          <Typography variant="body2" color="text.secondary">
            {coverageText(i18n, documents)} <Trans>Files may be PDF, JPEG or PNG, up to 10 MB each.</Trans>
          </Typography>
        </Box>
      </Stack>
    </SectionCard>
  );
}
