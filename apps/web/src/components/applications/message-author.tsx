import { Chip } from '@mui/material';
import { messageAuthorKindLabels, type ThreadMessageView } from '@visabridge/contract';

/** Who wrote a thread message ("You", or their name) with a small label of their part: Applicant, Colleague, Agent, Admin. */
export function MessageAuthor({ message }: { message: ThreadMessageView }) {
  return (
    <>
      {message.mine ? 'You' : message.authorName}{' '}
      <Chip
        component="span"
        size="small"
        variant="outlined"
        label={messageAuthorKindLabels[message.authorKind]}
        sx={{
          height: 18,
          fontSize: '0.7rem',
          color: 'inherit',
          borderColor: 'currentColor',
          verticalAlign: 'baseline',
        }}
      />
    </>
  );
}
