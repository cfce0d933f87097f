import { useAuth } from '../../../lib/auth/auth-context';
import { StaffChatInbox } from '../../../components/chat/staff-chat-inbox';

/** The admin dashboard's Support chat tab: the staff inbox agents share. */
export function SupportChatTab() {
  const { user } = useAuth();
  return user ? <StaffChatInbox userId={user.id} /> : null;
}
