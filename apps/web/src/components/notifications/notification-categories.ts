import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import AssignmentIcon from '@mui/icons-material/Assignment';
import ChatIcon from '@mui/icons-material/Chat';
import DocumentScannerIcon from '@mui/icons-material/DocumentScanner';
import InsightsIcon from '@mui/icons-material/Insights';
import PaymentIcon from '@mui/icons-material/Payment';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { SvgIconComponent } from '@mui/icons-material';
import type { NotificationCategory } from '@visabridge/contract';

/** What each notification category is called and the icon that marks it, wherever notifications show. */
export const notificationCategoryLooks: Record<
  NotificationCategory,
  { label: MessageDescriptor; icon: SvgIconComponent }
> = {
  application_update: { label: msg`Application updates`, icon: AssignmentIcon },
  document_required: { label: msg`Documents required`, icon: UploadFileIcon },
  payment: { label: msg`Payments`, icon: PaymentIcon },
  travel_intelligence: { label: msg`Travel intelligence`, icon: InsightsIcon },
  document_analysis: { label: msg`Document analysis`, icon: DocumentScannerIcon },
  message: { label: msg`Messages`, icon: ChatIcon },
};
