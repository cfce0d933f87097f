import { messages } from '@visabridge/contract';
import type { DocumentView } from '@visabridge/contract';
import { ApiError, apiBaseUrl, apiHeaders, parseBody, settleResponse } from './api-client';

/** Hands a blob to the browser as a file download under `fileName`. */
const saveBlob = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click starts the download synchronously; the URL is released once the browser has it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/**
 * GETs a file (the session cookie rides along) and saves it as `fileName`; fetched rather than linked so a
 * failure is read like any other call's (status 0 when the server was not reached), not shown as a page.
 */
export const downloadFile = async (path: string, fileName: string) => {
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl}${path}`, { headers: apiHeaders() });
  } catch (error) {
    throw new ApiError(messages.networkError, 0, [], undefined, { cause: error });
  }
  if (!response.ok) settleResponse(response.status, parseBody(await response.text()));
  saveBlob(await response.blob(), fileName);
};

/** GET /documents/{id}/download, saved under the file's original name. */
export const downloadDocument = (file: Pick<DocumentView, 'id' | 'fileName'>) =>
  downloadFile(`/documents/${file.id}/download`, file.fileName);
