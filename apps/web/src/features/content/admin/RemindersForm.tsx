import { Checkbox, Form, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminConfig } from '../api/settings';
import { SettingsForm } from './SettingsForm';

/** The reminder switches of view=notifications (the daily job's behaviour: README, Notifications). */
export function RemindersForm() {
  const { t } = useTranslation(['settings', 'admin']);
  const { data: config } = useAdminConfig();
  if (!config) return <Spin />;
  return (
    <SettingsForm
      name="reminders"
      title={t('reminders.title')}
      config={config}
      fields={['notify_remindplatform', 'notify_remindpayedevent']}
    >
      <Form.Item
        name="notify_remindplatform"
        valuePropName="checked"
        extra={t('reminders.remindplatform_hint')}
      >
        <Checkbox>{t('reminders.notify_remindplatform')}</Checkbox>
      </Form.Item>
      <Form.Item
        name="notify_remindpayedevent"
        valuePropName="checked"
        extra={t('reminders.remindpayedevent_hint')}
      >
        <Checkbox>{t('reminders.notify_remindpayedevent')}</Checkbox>
      </Form.Item>
    </SettingsForm>
  );
}

/** When new content was last announced (set by the announcement), for the notifications screen. */
export const useLastAnnouncement = () => useAdminConfig().data?.notify_newcontent_date ?? null;
