import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { countryOptions, Role, type AdminUser } from '@scena/shared';
import { updateUserBody, type UpdateUserBody } from '@scena/shared/users.contract';
import { useSchemaSubmit } from '../../../components/admin-kit';
import { dayjs, ISO_DATE } from '../../../lib/dates';
import { useSaveUser } from '../api/save-user';
import { roleOptions } from './roles';

interface Values {
  firstname: string;
  lastname: string;
  email: string;
  birthday: ReturnType<typeof dayjs> | null;
  role: number;
  street: string;
  postal_code: string;
  country_code: string;
  city: string;
  state: string;
}

const EDITABLE_ROLES = [Role.ADMIN, Role.STANDARD, Role.PREMIUM, Role.UNVERIFIED];

/**
 * The administrator's edit form (spec 3 §2.11): e-mail and role too (admin only); the server
 * refuses the admin role for an e-mail outside the trusted domains and says so on the field.
 */
export function UserEditForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const { t, i18n } = useTranslation('people');
  const [form] = Form.useForm<Values>();
  const save = useSaveUser(user.id);
  const toBody = (values: Values): UpdateUserBody => ({
    firstname: values.firstname,
    lastname: values.lastname,
    email: values.email,
    birthday: values.birthday ? values.birthday.format(ISO_DATE) : undefined,
    role: values.role,
    street: values.street ?? '',
    postal_code: values.postal_code ?? '',
    country_code: values.country_code,
    city: values.city ?? '',
    state: values.state ?? '',
  });
  const { save: submit, saving } = useSchemaSubmit({
    form,
    toBody,
    schema: updateUserBody,
    onSubmit: (body) => save.mutateAsync(body),
    onSuccess: onDone,
    successMessage: t('detail.saved'),
  });
  const text = (name: keyof Values, required = false) => (
    <Form.Item name={name} label={t(`fields.${name}`)} required={required}>
      <Input autoComplete="off" />
    </Form.Item>
  );
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={{
        ...user,
        birthday: user.birthday ? dayjs(user.birthday) : null,
        street: user.street ?? '',
        postal_code: user.postal_code ?? '',
        city: user.city ?? '',
        state: user.state ?? '',
      }}
      style={{ maxWidth: 640 }}
    >
      {text('firstname', true)}
      {text('lastname', true)}
      {text('email', true)}
      <Form.Item name="birthday" label={t('fields.birthday')}>
        <DatePicker format="DD.MM.YYYY" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="role" label={t('fields.role')} required>
        <Select options={roleOptions(t, EDITABLE_ROLES)} />
      </Form.Item>
      {text('street')}
      {text('postal_code')}
      <Form.Item name="country_code" label={t('fields.country_code')} required>
        <Select
          showSearch
          optionFilterProp="label"
          options={countryOptions(i18n.language === 'en' ? 'en' : 'pl')}
        />
      </Form.Item>
      {text('city')}
      {text('state')}
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('detail.save')}
        </Button>
        <Button onClick={onDone}>{t('detail.back')}</Button>
      </Space>
    </Form>
  );
}
