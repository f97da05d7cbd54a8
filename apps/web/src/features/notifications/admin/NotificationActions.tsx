import { useState } from 'react';
import { Button, Card, Checkbox, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminFeedback } from '../../../components/admin-kit';
import { isApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { useAnnounceNewContent, useRejectTos } from '../api/notifications';

/** 'New regulations' is allowed once per session (spec 2 §4): remembered for this tab's session. */
const usedKey = (userId: number | undefined) => `scena.reject-tos.${userId ?? 0}`;

/**
 * The actions of view=notifications (spec 2 §2.11): announce new content (to subscribers, or to
 * every account) and make everyone accept new regulations.
 */
export function NotificationActions({ lastAnnouncement }: { lastAnnouncement: string | null }) {
  const { t } = useTranslation(['settings', 'admin']);
  const { user } = useSession();
  const feedback = useAdminFeedback();
  const announce = useAnnounceNewContent();
  const reject = useRejectTos();
  const [allUsers, setAllUsers] = useState(false);
  const [rejected, setRejected] = useState(() => sessionStorage.getItem(usedKey(user?.id)) === '1');

  const onAnnounce = async () => {
    try {
      await announce.mutateAsync(allUsers);
      feedback.success(t('notifications.sent'));
    } catch (error) {
      feedback.failure(error);
    }
  };
  const onReject = async () => {
    try {
      await reject.mutateAsync();
      sessionStorage.setItem(usedKey(user?.id), '1');
      setRejected(true);
      feedback.success(t('notifications.tos_done'));
    } catch (error) {
      // 409: this session already did it (another tab): the button is spent here too.
      if (isApiError(error) && error.status === 409) {
        sessionStorage.setItem(usedKey(user?.id), '1');
        setRejected(true);
      }
      feedback.failure(error);
    }
  };

  return (
    <>
      <Card
        title={<h2 style={{ fontSize: 18, margin: 0 }}>{t('notifications.newcontent_title')}</h2>}
        style={{ marginBottom: 24 }}
      >
        <p>{t('notifications.newcontent_intro')}</p>
        {lastAnnouncement && (
          <p>
            {t('notifications.last', {
              date: new Date(lastAnnouncement).toLocaleString('pl-PL', { timeZone: 'Europe/Warsaw' }),
            })}
          </p>
        )}
        <Space orientation="vertical">
          <Checkbox checked={allUsers} onChange={(event) => setAllUsers(event.target.checked)}>
            {t('notifications.all_users')}
          </Checkbox>
          <Popconfirm
            title={t(allUsers ? 'notifications.confirm_all' : 'notifications.confirm')}
            okText={t('admin:kit.yes')}
            cancelText={t('admin:kit.no')}
            onConfirm={onAnnounce}
          >
            <Button type="primary" loading={announce.isPending}>
              {t('notifications.send')}
            </Button>
          </Popconfirm>
        </Space>
      </Card>
      <Card
        title={<h2 style={{ fontSize: 18, margin: 0 }}>{t('notifications.tos_title')}</h2>}
        style={{ marginBottom: 24 }}
      >
        <p>{t('notifications.tos_intro')}</p>
        <Popconfirm
          title={t('notifications.tos_confirm')}
          okText={t('admin:kit.yes')}
          cancelText={t('admin:kit.no')}
          onConfirm={onReject}
          disabled={rejected}
        >
          <Button danger disabled={rejected} loading={reject.isPending}>
            {t('notifications.tos_button')}
          </Button>
        </Popconfirm>
        {rejected && <p style={{ marginTop: 12 }}>{t('notifications.tos_used')}</p>}
      </Card>
    </>
  );
}
