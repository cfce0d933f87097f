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
  { label: string; icon: SvgIconComponent }
> = {
  application_update: { label: 'Application updates', icon: AssignmentIcon },
  document_required: { label: 'Documents required', icon: UploadFileIcon },
  payment: { label: 'Payments', icon: PaymentIcon },
  travel_intelligence: { label: 'Travel intelligence', icon: InsightsIcon },
  document_analysis: { label: 'Document analysis', icon: DocumentScannerIcon },
  message: { label: 'Messages', icon: ChatIcon },
};
