import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeleteButton, useAdminFeedback } from '../../../components/admin-kit';
import { useLiftBan } from '../api/liftBan';

/** What lifting needs of a ban (the user page's bans and the bans table both have it). */
export interface LiftableBan {
  id: number;
  email: string;
  reason: string;
  active: boolean;
}

/**
 * Lift buttons for the user page's bans in force (each after a confirmation); `onLifted` lets the
 * page reload its bans block.
 */
export function LiftBans({ bans, onLifted }: { bans: readonly LiftableBan[]; onLifted?: () => void }) {
  const { t } = useTranslation('admin');
  const lift = useLiftBan();
  const feedback = useAdminFeedback();
  const active = bans.filter((ban) => ban.active);
  if (active.length === 0) return null;
  return (
    <section aria-labelledby="lift-bans-heading">
      <h3 id="lift-bans-heading" style={{ fontSize: 16 }}>
        {t('bans.lift_heading')}
      </h3>
      <Space orientation="vertical">
        {active.map((ban) => (
          <Space key={ban.id}>
            <span>
              #{ban.id}: {ban.reason}
            </span>
            <DeleteButton
              name={t('bans.ban_of', { email: `${ban.email} #${ban.id}` })}
              warning={t('bans.lift_warning')}
              onConfirm={async () => {
                try {
                  await lift.mutateAsync(ban.id);
                  feedback.success(t('bans.lifted', { email: ban.email }));
                  onLifted?.();
                } catch (error) {
                  feedback.failure(error);
                }
              }}
            />
          </Space>
        ))}
      </Space>
    </section>
  );
}
