import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { formatNumber } from '../../../lib/format';

export default function NotificationsPage() {
  const { t } = useLingui();
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

  const unreadText = () => {
    if (unread === undefined) return t`Updates about your applications, documents, payments and messages.`;
    if (unread === 0) return t`You are all caught up.`;
    const unreadCount = formatNumber(unread);
    return t`${plural(unread, {
      one: `You have ${unreadCount} unread notification.`,
      other: `You have ${unreadCount} unread notifications.`,
    })}`;
  };

  const emptyState = filters.hasFilters ? (
    <EmptyState
      icon={NotificationsNoneIcon}
      title={t`No notifications match these filters`}
      action={
        <Button onClick={filters.clearFilters}>
          <Trans>Show all notifications</Trans>
        </Button>
      }
    />
  ) : (
    <EmptyState icon={NotificationsNoneIcon} title={t`No notifications yet`}>
      <Trans>
        We will let you know here when you submit an application, when its status changes, when a document is
        needed and when you get a message.
      </Trans>
    </EmptyState>
  );

  return (
    <PageContainer
      title={t`Notifications`}
      subtitle={unreadText()}
      actions={<MarkAllReadButton unread={unread ?? 0} />}
    >
      <Stack spacing={2}>
        <NotificationFilters
          category={query.category}
          isUnreadOnly={query.isUnreadOnly}
          onCategoryChange={filters.setCategory}
          onUnreadOnlyChange={filters.setUnreadOnly}
        />
        <QueryCard query={list} loadingLabel={t`Loading notifications...`}>
          {({ items }) =>
            items.length === 0 ? (
              emptyState
            ) : (
              <NotificationList notifications={items} label={t`Notifications`} />
            )
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
