import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Chip } from '@mui/material';
import type { MessageAuthorKind, ThreadMessageView } from '@visabridge/contract';

/** Each part a message's author plays by the label the thread gives it (the contract's `messageAuthorKindLabels`). */
const messageAuthorKindNames: Record<MessageAuthorKind, MessageDescriptor> = {
  applicant: msg({ message: 'Applicant', comment: "a message author's part: the traveller who applied" }),
  colleague: msg({
    message: 'Colleague',
    comment: "a message author's part: someone of the applicant's company",
  }),
  agent: msg({ message: 'Agent', comment: "a message author's part: the visa agent handling the case" }),
  admin: msg({ message: 'Admin', comment: "a message author's part: a business administrator" }),
};

/** Who wrote a thread message ("You", or their name) with a small label of their part: Applicant, Colleague, Agent, Admin. */
export function MessageAuthor({ message }: { message: ThreadMessageView }) {
  const { t } = useLingui();
  return (
    <>
      {message.mine ? (
        <Trans comment="the author of a message: the reader themself">You</Trans>
      ) : (
        message.authorName
      )}{' '}
      <Chip
        component="span"
        size="small"
        variant="outlined"
        label={t(messageAuthorKindNames[message.authorKind])}
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
