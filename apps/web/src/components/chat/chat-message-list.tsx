import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Box, Stack, Typography } from '@mui/material';
import type { ChatMessageView } from '@visabridge/contract';
import { useEffect, useRef } from 'react';
import { formatDate } from '../../lib/format';

type Props = {
  messages: ChatMessageView[];
  /** Which side is reading: their own messages sit on the right. */
  isStaffView: boolean;
  label: string;
};

/** 'You' for the user's own messages; staff are named with their role, since several may answer. */
const authorOf = (i18n: I18n, message: ChatMessageView, isStaffView: boolean) => {
  if (!message.fromStaff)
    return isStaffView
      ? (message.authorName ??
          i18n._(
            msg({
              message: 'User',
              context: 'chat message author',
              comment: 'author of a chat message: a user whose name is unknown',
            }),
          ))
      : i18n._(msg({ message: 'You', comment: 'author of a chat message: the reader themself' }));
  const staffName =
    message.authorName ??
    i18n._(
      msg({
        message: 'Support',
        context: 'chat message author',
        comment: 'author of a chat message: a support staff member, name unknown',
      }),
    );
  return i18n._(
    msg({
      message: `${staffName} (support)`,
      comment: 'author of a chat message: a member of the support team, by name',
    }),
  );
};

/** The conversation, oldest first, kept scrolled to the newest; a live region so new messages are read out. */
export function ChatMessageList({ messages, isStaffView, label }: Props) {
  const { i18n } = useLingui();
  const end = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id;
  useEffect(() => {
    // A block body: Chromium's scrollIntoView returns a promise, which React would take for a cleanup.
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [newest]);

  return (
    <Box
      role="log"
      aria-label={label}
      aria-live="polite"
      tabIndex={0}
      sx={{
        maxHeight: { xs: 360, md: 440 },
        overflowY: 'auto',
        p: 2,
        bgcolor: 'action.hover',
        borderRadius: 1,
      }}
    >
      <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {messages.map((message) => {
          const isMine = message.fromStaff === isStaffView;
          return (
            <Box
              component="li"
              key={message.id}
              sx={{ alignSelf: isMine ? 'flex-end' : 'flex-start', maxWidth: '85%' }}
            >
              <Typography variant="caption" color="text.secondary" component="p">
                {authorOf(i18n, message, isStaffView)} · {formatDate(message.sentAt, 'dateTime')}
              </Typography>
              <Typography
                variant="body2"
                sx={{
                  mt: 0.25,
                  px: 1.5,
                  py: 1,
                  borderRadius: 2,
                  bgcolor: isMine ? 'primary.main' : 'background.paper',
                  color: isMine ? 'primary.contrastText' : 'text.primary',
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                }}
              >
                {message.body}
              </Typography>
            </Box>
          );
        })}
      </Stack>
      <div ref={end} />
    </Box>
  );
}
