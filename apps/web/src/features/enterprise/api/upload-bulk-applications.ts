import type { BulkApplicationsView } from '@visabridge/contract';
import { uploadFile } from '../../../lib/upload-file';
import { useCorporateMutation } from './use-corporate-mutation';

type Upload = { file: File; onProgress: (percent: number) => void };

/**
 * POST /corporate/bulk-applications: a CSV of applications as text/csv. All rows valid, all are filed;
 * otherwise 400 with one error per problem (see `bulkProblem`) and nothing filed.
 */
export const useUploadBulkApplications = () =>
  useCorporateMutation(({ file, onProgress }: Upload) =>
    uploadFile<BulkApplicationsView>('/corporate/bulk-applications', {
      file,
      contentType: 'text/csv',
      onProgress,
    }),
  );
