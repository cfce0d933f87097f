import ContactMailOutlinedIcon from '@mui/icons-material/ContactMailOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import type { TaskView } from '@visabridge/contract';

type TaskType = TaskView['type'];
type TaskPriority = TaskView['priority'];

export const taskTypeLabels: Record<TaskType, string> = {
  review: 'Review',
  contact: 'Contact',
  document: 'Document',
  consultation: 'Consultation',
};

export const taskTypeIcons: Record<TaskType, SvgIconComponent> = {
  review: RateReviewOutlinedIcon,
  contact: ContactMailOutlinedIcon,
  document: DescriptionOutlinedIcon,
  consultation: EventOutlinedIcon,
};

export const taskPriorityLabels: Record<TaskPriority, string> = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};
