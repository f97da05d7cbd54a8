import { useState, type ReactNode } from 'react';
import { Button, Form, Input, Space } from 'antd';
import { CheckOutlined, CloseOutlined, PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import type { ZodType } from 'zod';
import { useTranslation } from 'react-i18next';
import {
  AdminList,
  type AdminListProps,
  EditButton,
  useAdminFeedback,
  useSchemaSubmit,
  useFieldRules,
} from '../../../../components/admin-kit';
import { formatDate, formatTime } from '../../../../lib/dates';

export interface NamedRow {
  id: number;
  name: string;
  updated_at: string;
}

const NEW = -1;

interface EditableNameTableProps<T extends NamedRow> {
  /** The list's query-key prefix and page fetcher (server-paged, see AdminList). */
  queryKey: readonly unknown[];
  fetchPage: AdminListProps<T>['fetchPage'];
  /** The contract's body schema ({ name }). */
  schema: ZodType;
  /** Saves a name: a new row when id is undefined. */
  save: (id: number | undefined, name: string) => Promise<unknown>;
  /** Refuses to save (with this message) while true, e.g. while the list is still loading. */
  busyMessage?: string | null;
  addLabel: string;
  /** Success toast after adding a row. */
  addedMessage: string;
  nameLabel: string;
  emptyText: string;
  /** Extra per-row actions (up arrow, translations, images, delete). */
  actions: (row: T) => ReactNode;
  /** Extra columns shown after the name. */
  extraColumns?: ColumnsType<T>;
}

/**
 * A table whose names are edited in place (spec 2 §2.7 categories, §2.8 galleries). One row is
 * edited at a time; the name is validated with the contract's rule and saved with PUT/POST.
 * Rows are shown newest update first, like the API sorts them.
 */
export function EditableNameTable<T extends NamedRow>(props: EditableNameTableProps<T>) {
  const { schema, busyMessage, actions } = props;
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<{ name: string }>();
  const [editing, setEditing] = useState<number | null>(null);
  const rules = useFieldRules(schema);
  const feedback = useAdminFeedback();
  const { save, saving } = useSchemaSubmit<{ name: string }, { name: string }>({
    form,
    toBody: (values) => ({ name: values.name ?? '' }),
    schema,
    onSubmit: (body) => props.save(editing === NEW || editing === null ? undefined : editing, body.name),
    onSuccess: () => setEditing(null),
    successMessage: editing === NEW ? props.addedMessage : t('kit.updated'),
  });

  const start = (row: { id: number; name: string }) => {
    form.setFieldsValue({ name: row.name });
    setEditing(row.id);
  };
  const trySave = () => {
    if (busyMessage) {
      feedback.failText(busyMessage);
      return;
    }
    void save();
  };

  const leadingRows = editing === NEW ? [{ id: NEW, name: '', updated_at: '' } as T] : [];

  const columns: ColumnsType<T> = [
    {
      key: 'name',
      title: props.nameLabel,
      sorter: true,
      render: (_, row) =>
        editing === row.id ? (
          <Form.Item name="name" rules={rules('name')} style={{ margin: 0, minWidth: 200 }}>
            <Input aria-label={props.nameLabel} autoFocus onPressEnter={trySave} />
          </Form.Item>
        ) : (
          row.name
        ),
    },
    // The row being added holds only a name: other columns stay empty for it.
    ...(props.extraColumns ?? []).map((column) => ({
      ...column,
      render: (value: unknown, row: T, index: number) =>
        row.id === NEW ? null : column.render?.(value, row, index),
    })),
    {
      key: 'updated_at',
      title: t('kit.list.updated_at'),
      sorter: true,
      render: (_, row) =>
        row.updated_at ? `${formatDate(row.updated_at)} ${formatTime(row.updated_at)}` : '',
    },
    {
      key: 'actions',
      title: t('kit.actions.label'),
      render: (_, row) =>
        editing === row.id ? (
          <Space>
            <Button type="primary" icon={<CheckOutlined aria-hidden />} loading={saving} onClick={trySave}>
              {t('kit.save')}
            </Button>
            <Button icon={<CloseOutlined aria-hidden />} onClick={() => setEditing(null)}>
              {t('kit.cancel')}
            </Button>
          </Space>
        ) : (
          <Space wrap>
            <EditButton onClick={() => start(row)} name={row.name} />
            {actions(row)}
          </Space>
        ),
    },
  ];

  return (
    <Form name="inline_name" form={form} component={false}>
      <AdminList<T>
        queryKey={props.queryKey}
        fetchPage={props.fetchPage}
        defaultSort={{ field: 'updated_at', dir: 'desc' }}
        leadingRows={leadingRows}
        rowKey={(row) => row.id}
        columns={columns}
        searchLabel={t('kit.list.search')}
        emptyText={props.emptyText}
        toolbar={
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            disabled={editing === NEW}
            onClick={() => start({ id: NEW, name: '' })}
          >
            {props.addLabel}
          </Button>
        }
      />
    </Form>
  );
}
