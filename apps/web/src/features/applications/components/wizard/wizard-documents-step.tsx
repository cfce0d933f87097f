import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { documentNameOf, type ApplicationView, type DocumentView } from '@visabridge/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageLoader } from '../../../../components/layout/page-loader';
import { errorMessage } from '../../../../lib/api-client';
import { WizardDocumentItem } from './wizard-document-item';
import { WizardLaterDocuments } from './wizard-later-documents';
import { WizardOtherDocuments } from './wizard-other-documents';
import { maxMegabytes } from './wizard-upload-button';

type Props = { draft: ApplicationView; documents: UseQueryResult<DocumentView[]> };

/** The checklist of the trip, each item with its uploads, and a place for other documents. */
export function WizardDocumentsStep({ draft, documents }: Props) {
  const { t } = useLingui();
  if (documents.isPending) return <PageLoader label={t`Loading your documents...`} />;
  if (documents.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void documents.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        }
      >
        {errorMessage(documents.error)}
      </Alert>
    );
  }
  const files = documents.data;
  const filesFor = (item: string) => files.filter((file) => file.type === item);
  const uploaded = draft.requiredDocuments.filter((item) => filesFor(item).length > 0).length;
  const required = draft.requiredDocuments.length;
  const others = files.filter((file) => !draft.requiredDocuments.includes(file.type));

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        <Trans comment="{uploaded} of {required}: how many checklist items have a file, of how many">
          Upload a PDF, JPEG or PNG file (at most {maxMegabytes} MB) for each item. {uploaded} of {required}{' '}
          uploaded.
        </Trans>
      </Typography>
      {draft.requiredDocuments.map((item) => (
        <WizardDocumentItem
          key={item}
          applicationId={draft.id}
          item={item}
          name={documentNameOf(draft, item)}
          files={filesFor(item)}
        />
      ))}
      <WizardLaterDocuments draft={draft} />
      <WizardOtherDocuments applicationId={draft.id} files={others} />
    </Stack>
  );
}
