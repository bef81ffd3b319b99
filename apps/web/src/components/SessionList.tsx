import { Button, List, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { isolate } from '../lib/bidi';
import { toast } from '../lib/toast';
import { useLogoutOtherSessions, useSessions } from '../api/sessions';
import { deviceName } from '../lib/device-name';
import { useFormat } from '../lib/format';
import { Dialog } from '../lib/antd-imperative';

/** The shopper's signed-in devices, this one marked, and a way to log every other one out. */
export function SessionList() {
  const { t } = useTranslation();
  const format = useFormat();
  const sessions = useSessions();
  const logoutOtherSessions = useLogoutOtherSessions();
  const others = (sessions.data ?? []).filter((row) => !row.current).length;

  const logoutOthers = async () => {
    const confirmed = await Dialog.confirm({
      content: t('security.logout_others_confirm'),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    try {
      await logoutOtherSessions.mutateAsync();
      toast.success(t('msg.logout_others_success'));
    } catch {
      // The request layer has shown why.
    }
  };

  if (!sessions.data) return null;
  return (
    <section aria-labelledby="sessions-title">
      <div className="section-title padded">
        <h2 id="sessions-title">{t('security.sessions')}</h2>
      </div>
      <List className="menu-list" data-testid="sessions">
        {sessions.data.map((row) => (
          <List.Item
            key={row.id}
            data-testid="session"
            description={t('security.signed_in_at', {
              time: isolate(format.dateTime(row.created_at)),
            })}
            extra={
              row.current ? (
                <Tag color="primary" fill="outline">
                  {t('security.this_device')}
                </Tag>
              ) : undefined
            }
          >
            {deviceName(row.user_agent) ?? t('security.unknown_device')}
          </List.Item>
        ))}
      </List>
      {others === 0 && <p className="page-intro">{t('security.no_other_sessions')}</p>}
      <div className="form-actions">
        <Button
          block
          color="danger"
          fill="outline"
          size="large"
          loading={logoutOtherSessions.isPending}
          disabled={others === 0}
          onClick={logoutOthers}
        >
          {t('security.logout_others')}
        </Button>
      </div>
    </section>
  );
}
