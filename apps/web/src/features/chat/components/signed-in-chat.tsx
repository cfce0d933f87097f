import { useChatStream } from '../../../lib/api/use-chat-stream';
import { UserChat } from './user-chat';

/** A signed-in user's conversation with support, kept live by the chat stream. */
export function SignedInChat({ userId }: { userId: string }) {
  return <UserChat userId={userId} stream={useChatStream(userId)} />;
}
