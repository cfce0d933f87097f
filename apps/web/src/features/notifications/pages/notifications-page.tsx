import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { Button, Pagination, Stack } from '@mui/material';
import { useEffect } from 'react';
import { EmptyState } from '../../../components/lists/empty-state';
import { NotificationList } from '../../../components/notifications/notification-list';
import { PageContainer } from '../../../components/layout/page-container';
import { QueryCard } from '../../../components/query-card';
import { useAuth } from '../../../lib/auth/auth-context';
import { useUnreadCount } from '../../../lib/api/use-unread-count';
import { useNotifications } from '../api/list-notifications';
import { MarkAllReadButton } from '../components/mark-all-read-button';
import { NotificationFilters } from '../components/notification-filters';
import { useNotificationFilters } from '../components/use-notification-filters';
import { formatCount } from '../../../lib/format';

const unreadText = (unread: number | undefined) => {
  if (unread === undefined) return 'Updates about your applications, documents, payments and messages.';
  return unread === 0 ? 'You are all caught up.' : `You have ${formatCount(unread, 'unread notification')}.`;
};

export default function NotificationsPage() {
  const { user } = useAuth();
  const filters = useNotificationFilters();
  const { query } = filters;
  const list = useNotifications(query);
  const { data: unread } = useUnreadCount(user?.id);
  const pageCount = list.data ? Math.ceil(list.data.total / query.pageSize) : 0;
  const { setPage } = filters;

  // Reading the last unread item of the last page (with "Unread only") leaves that page empty: step back.
  useEffect(() => {
    if (pageCount > 0 && query.page > pageCount) setPage(pageCount);
  }, [pageCount, query.page, setPage]);

  const emptyState = filters.hasFilters ? (
    <EmptyState
      icon={NotificationsNoneIcon}
      title="No notifications match these filters"
      action={<Button onClick={filters.clearFilters}>Show all notifications</Button>}
    />
  ) : (
    <EmptyState icon={NotificationsNoneIcon} title="No notifications yet">
      We will let you know here when you submit an application, when its status changes, when a document is
      needed and when you get a message.
    </EmptyState>
  );

  return (
    <PageContainer
      title="Notifications"
      subtitle={unreadText(unread)}
      actions={<MarkAllReadButton unread={unread ?? 0} />}
    >
      <Stack spacing={2}>
        <NotificationFilters
          category={query.category}
          isUnreadOnly={query.isUnreadOnly}
          onCategoryChange={filters.setCategory}
          onUnreadOnlyChange={filters.setUnreadOnly}
        />
        <QueryCard query={list} loadingLabel="Loading notifications...">
          {({ items }) =>
            items.length === 0 ? emptyState : <NotificationList notifications={items} label="Notifications" />
          }
        </QueryCard>
        {pageCount > 1 && (
          <Pagination
            count={pageCount}
            page={query.page}
            onChange={(_event, page) => filters.setPage(page)}
            color="primary"
            sx={{ alignSelf: 'center' }}
          />
        )}
      </Stack>
    </PageContainer>
  );
}
