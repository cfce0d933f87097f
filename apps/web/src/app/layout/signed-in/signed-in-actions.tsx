import type { UserView } from '@visabridge/contract';
import { useEffect } from 'react';
import { ChatNavButton } from '../../../features/chat/components/chat-nav-button';
import { connectStepUp } from '../../connect-step-up';
import { AccountMenu } from './account-menu';
import { NotificationBell } from './notification-bell';

/** The top bar's controls for a signed-in user; a visitor's page never downloads them. */
export default function SignedInActions({ user }: { user: UserView }) {
  useEffect(connectStepUp, []);
  return (
    <>
      <ChatNavButton userId={user.id} />
      <NotificationBell userId={user.id} />
      <AccountMenu user={user} />
    </>
  );
}
