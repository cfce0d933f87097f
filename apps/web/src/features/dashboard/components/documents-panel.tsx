import FolderIcon from '@mui/icons-material/Folder';
import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import type { IndividualDashboardView } from '@visabridge/contract';
import { FigureGrid } from '../../../components/layout/figure-grid';
import { formatFileSize, formatNumber } from '../../../lib/format';
import { SectionCard } from '../../../components/layout/section-card';

type Props = { documents: IndividualDashboardView['documents'] };

const coverageText = ({ uploaded, required, missing }: Props['documents']) => {
  if (required === 0 && uploaded === 0)
    return 'No documents yet: you add them while filling in an application.';
  if (required === 0) return 'None of your drafts is waiting for documents.';
  if (missing === 0) return 'Your drafts have every document their checklists ask for.';
  return `${missing} of the ${required} documents your drafts need ${missing === 1 ? 'is' : 'are'} still to upload.`;
};

/** Uploaded files and what the drafts' checklists still ask for. */
export function DocumentsPanel({ documents }: Props) {
  const covered = documents.required - documents.missing;
  return (
    <SectionCard
      id="documents"
      title="Smart Document Management"
      icon={FolderIcon}
      link={{ to: '/documents', label: 'My documents' }}
    >
      <Stack spacing={2}>
        <FigureGrid
          columns={2}
          figures={[
            { label: 'Uploaded', value: formatNumber(documents.uploaded) },
            { label: 'Total size', value: formatFileSize(documents.bytes) },
            { label: 'Required in drafts', value: formatNumber(documents.required) },
            {
              label: 'Missing',
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
              aria-label="Documents provided for your drafts"
              color={documents.missing ? 'warning' : 'success'}
              sx={{ height: 8, borderRadius: 4, mb: 1 }}
            />
          )}
          <Typography variant="body2" color="text.secondary">
            {coverageText(documents)} Files may be PDF, JPEG or PNG, up to 10 MB each.
          </Typography>
        </Box>
      </Stack>
    </SectionCard>
  );
}
