import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, ListItem, Typography } from '@mui/material';
import type { DocumentView } from '@visabridge/contract';
import { useState } from 'react';
import { DocumentAnalysis } from '../../../components/documents/document-analysis';
import { DownloadDocumentButton } from '../../../components/documents/download-document-button';
import { RejectedDocumentChip } from '../../../components/documents/rejected-document-chip';
import { formatDate, formatFileSize } from '../../../lib/format';
import { AnalysisOverrideDialog } from './analysis-override-dialog';
import { DocumentRejectForm } from './document-reject-form';

/** `name` is the document's type as the reader's language says it. */
type Props = { document: DocumentView; name: string; canReject: boolean };

/**
 * One uploaded file as the agent reviews it: download it, reject it with a reason, and read its automatic
 * check, whose findings the agent may override with a note.
 */
export function ReviewDocumentItem({ document, name, canReject }: Props) {
  const { t } = useLingui();
  const { fileName } = document;
  const [isRejecting, setIsRejecting] = useState(false);
  const [isOverriding, setIsOverriding] = useState(false);
  const isRejected = document.status === 'rejected';
  const { analysis } = document;
  const canOverride =
    canReject && analysis !== null && analysis.status !== 'pending' && analysis.findings.length > 0;
  return (
    <ListItem divider disableGutters sx={{ display: 'block', py: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {document.fileName} · {formatFileSize(document.size)} · {formatDate(document.uploadedAt, 'short')}
          </Typography>
          {isRejected && (
            <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
              <RejectedDocumentChip sx={{ mr: 1 }} />
              {document.reviewNote}
            </Typography>
          )}
        </Box>
        <DownloadDocumentButton document={document} />
        {canReject && !isRejected && !isRejecting && (
          <Button
            size="small"
            color="error"
            onClick={() => setIsRejecting(true)}
            aria-label={t`Reject ${fileName}`}
          >
            <Trans context="document" comment="button: rejects an uploaded document">
              Reject
            </Trans>
          </Button>
        )}
      </Box>
      {isRejecting && <DocumentRejectForm document={document} onDone={() => setIsRejecting(false)} />}
      {analysis && (
        <DocumentAnalysis
          analysis={analysis}
          actions={
            canOverride && (
              <Button
                size="small"
                variant="outlined"
                onClick={() => setIsOverriding(true)}
                aria-label={
                  analysis.override
                    ? t`Change override check of ${fileName}`
                    : t`Override check of ${fileName}`
                }
                sx={{ alignSelf: 'flex-start' }}
              >
                {analysis.override ? (
                  <Trans comment="button: changes the note that overrides a document check's findings">
                    Change override
                  </Trans>
                ) : (
                  <Trans comment="button: overrides a document check's findings with a note">Override</Trans>
                )}
              </Button>
            )
          }
        />
      )}
      {canOverride && (
        <AnalysisOverrideDialog
          key={analysis.override?.at ?? 'none'}
          document={document}
          isOpen={isOverriding}
          onClose={() => setIsOverriding(false)}
        />
      )}
    </ListItem>
  );
}
