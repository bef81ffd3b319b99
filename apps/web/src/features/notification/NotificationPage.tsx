import { Badge, Button, List } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PullList } from '../../components/PullList';
import { TopBar } from '../../components/TopBar';
import type { Page } from '../../lib/types';
import {
  fetchNotifications,
  NOTIFICATION_LIST,
  type Notification,
  useMarkNotificationsRead,
} from '../../api/notifications';
import { useFormat } from '../../lib/format';
import { ListButton } from '../../components/ListRow';

const TARGET: Record<string, (id: number) => string> = {
  order: (id) => `/orderInfo/${id}`,
  consultation: (id) => `/consult/detail/${id}`,
  recharge: () => '/topUpRecord',
  withdrawal: () => '/depositRecord',
  complaint: () => '/platformComplaint',
};

/** What happened to orders, refunds, complaints, money and questions; opening one marks it read. */
export default function NotificationPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const markRead = useMarkNotificationsRead();

  const open = async (item: Notification) => {
    if (!item.read) await markRead.mutateAsync({ ids: [item.id], tapped: true });
    const target = item.ref_type ? TARGET[item.ref_type] : undefined;
    if (target && item.ref_id) navigate(target(item.ref_id));
  };
  const readAll = async () => {
    const loaded = queryClient.getQueryData<{ pages: Page<Notification>[] }>(NOTIFICATION_LIST);
    const ids = (loaded?.pages ?? [])
      .flatMap((page) => page.list)
      .filter((item) => !item.read)
      .map((item) => item.id);
    if (ids.length > 0) await markRead.mutateAsync({ ids });
  };

  return (
    <div className="page">
      <TopBar
        right={
          <Button size="mini" fill="none" onClick={() => void readAll()}>
            {t('notification.read_all')}
          </Button>
        }
      />
      <PullList queryKey={NOTIFICATION_LIST} fetchPage={fetchNotifications} changedElsewhere>
        {(items) => (
          <List className="menu-list">
            {items.map((item) => (
              <ListButton
                key={item.id}
                onClick={() => void open(item)}
                description={item.content}
                extra={format.date(item.created_at)}
                prefix={item.read ? undefined : <Badge content={Badge.dot} />}
                data-testid="notification"
              >
                {item.title}
              </ListButton>
            ))}
          </List>
        )}
      </PullList>
    </div>
  );
}
