import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StreamState } from '../../lib/api/use-chat-stream';

/** What the chat screens say about the live stream's state. */
export const chatStreamNames: Record<StreamState, MessageDescriptor> = {
  connecting: msg({
    message: 'Connecting',
    context: 'support chat connection',
    comment: 'state of the live support chat connection',
  }),
  live: msg({
    message: 'Live',
    context: 'support chat connection',
    comment: 'state of the live support chat connection: messages arrive at once',
  }),
  offline: msg({
    message: 'Offline: checking every few seconds',
    context: 'support chat connection',
    comment:
      'state of the live support chat connection: no live connection, the page asks for new messages every few seconds',
  }),
};
