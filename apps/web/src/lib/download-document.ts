import { messages } from '@visabridge/contract';
import type { DocumentView } from '@visabridge/contract';
import { ApiError, apiBaseUrl, authHeaders, parseBody, settleResponse } from './api-client';

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
 * GET /documents/{id}/download. The file needs the bearer header, so it cannot be a plain link:
 * it is fetched, then saved under its original name. A failure is read like any other call's.
 */
export const downloadDocument = async (file: Pick<DocumentView, 'id' | 'fileName'>) => {
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl}/documents/${file.id}/download`, { headers: authHeaders() });
  } catch (error) {
    throw new ApiError(messages.networkError, 0, [], undefined, { cause: error });
  }
  if (!response.ok) settleResponse(response.status, parseBody(await response.text()));
  saveBlob(await response.blob(), file.fileName);
};
