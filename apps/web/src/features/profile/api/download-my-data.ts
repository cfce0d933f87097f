import { localDayOf } from '@visabridge/contract';
import { downloadFile } from '../../../lib/download-document';

/** GET /auth/profile/export, saved as visabridge-data-<today>.json (the name the server gives it). */
export const downloadMyData = () =>
  downloadFile('/auth/profile/export', `visabridge-data-${localDayOf()}.json`);
