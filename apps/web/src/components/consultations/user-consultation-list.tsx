import { useLingui } from '@lingui/react/macro';
import { List } from '@mui/material';
import type { ConsultationView } from '@visabridge/contract';
import { CancelConsultationButton } from './cancel-consultation-button';
import { ConsultationLine } from './consultation-line';

/** The user's own consultations: each with its agent once confirmed, and Cancel while it has not begun. */
export function UserConsultationList({ items, label }: { items: ConsultationView[]; label: string }) {
  const { t } = useLingui();
  return (
    <List aria-label={label} disablePadding>
      {items.map((consultation) => {
        const { agentName } = consultation;
        return (
          <ConsultationLine
            key={consultation.id}
            consultation={consultation}
            who={
              agentName
                ? t({ message: `With ${agentName}`, comment: 'the agent who holds the consultation' })
                : undefined
            }
            action={consultation.isCancellable && <CancelConsultationButton consultation={consultation} />}
          />
        );
      })}
    </List>
  );
}
