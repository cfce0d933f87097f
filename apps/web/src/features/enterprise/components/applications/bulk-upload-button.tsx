import { useLingui } from '@lingui/react/macro';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useUploadBulkApplications } from '../../api/upload-bulk-applications';
import { BulkUploadForm } from './bulk-upload-form';
import { DialogButton } from './dialog-button';

/** 'Bulk Upload (CSV)': a button opening a fresh upload form; the lists and budget refresh after. */
export function BulkUploadButton() {
  const { t } = useLingui();
  return (
    <DialogButton
      label={t`Bulk Upload (CSV)`}
      icon={<UploadFileIcon />}
      titleId="bulk-upload-title"
      maxWidth="md"
      mutation={useUploadBulkApplications()}
      form={BulkUploadForm}
    />
  );
}
