import { messages, type DataStatusView } from '@visabridge/contract';
import type { RequirementsIndex } from './requirements-index';

/** GET /visa/data-status: the data edition checks answer from, or the notice shown until one is imported. */
export const readDataStatus = (index: RequirementsIndex): DataStatusView => {
  const edition = index.edition();
  return { edition, notice: edition ? null : messages.visaDataMissing };
};
