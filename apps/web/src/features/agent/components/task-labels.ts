import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import ContactMailOutlinedIcon from '@mui/icons-material/ContactMailOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import type { TaskView } from '@visabridge/contract';

type TaskType = TaskView['type'];

/** Each type of task by the name the filter, the form and the list give it. */
export const taskTypeNames: Record<TaskType, MessageDescriptor> = {
  review: msg({
    message: 'Review',
    context: 'type of task',
    comment: "type of an agent's task: review an application",
  }),
  contact: msg({
    message: 'Contact',
    context: 'type of task',
    comment: "type of an agent's task: contact the client",
  }),
  document: msg({
    message: 'Document',
    context: 'type of task',
    comment: "type of an agent's task: about a document of the application",
  }),
  consultation: msg({
    message: 'Consultation',
    context: 'type of task',
    comment: "type of an agent's task: hold a consultation with a client",
  }),
};

/** What a task's icon says to a screen reader: its type. */
export const taskTypeTitles: Record<TaskType, MessageDescriptor> = {
  review: msg`Review task`,
  contact: msg`Contact task`,
  document: msg`Document task`,
  consultation: msg`Consultation task`,
};

export const taskTypeIcons: Record<TaskType, SvgIconComponent> = {
  review: RateReviewOutlinedIcon,
  contact: ContactMailOutlinedIcon,
  document: DescriptionOutlinedIcon,
  consultation: EventOutlinedIcon,
};
