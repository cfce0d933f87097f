import { List } from '@mui/material';
import type { ConsultationView } from '@visabridge/contract';
import { CancelConsultationButton } from './cancel-consultation-button';
import { ConsultationLine } from './consultation-line';

/** The user's own consultations: each with its agent once confirmed, and Cancel while it has not begun. */
export function UserConsultationList({ items, label }: { items: ConsultationView[]; label: string }) {
  return (
    <List aria-label={label} disablePadding>
      {items.map((consultation) => (
        <ConsultationLine
          key={consultation.id}
          consultation={consultation}
          who={consultation.agentName ? `With ${consultation.agentName}` : undefined}
          action={consultation.isCancellable && <CancelConsultationButton consultation={consultation} />}
        />
      ))}
    </List>
  );
}
