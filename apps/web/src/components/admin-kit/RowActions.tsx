import { useRef, useState, type ComponentProps } from 'react';
import { Button, Popconfirm, Tooltip } from 'antd';
import {
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  ExportOutlined,
  GlobalOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/**
 * An icon button with its name as a tooltip. The tooltip closes when the button is clicked, and
 * stays closed until the pointer leaves the button: left open (or opened by the hover delay that
 * was still running when a quick click came) above the drawer or modal the click opens, it would
 * take the first Escape (the top layer closes first) and the person would have to press Escape
 * twice to close what they opened.
 */
export function IconAction({
  title,
  onClick,
  onMouseLeave,
  ...button
}: { title: string } & ComponentProps<typeof Button>) {
  const [open, setOpen] = useState(false);
  const clicked = useRef(false);
  return (
    <Tooltip title={title} open={open} onOpenChange={(next) => setOpen(next && !clicked.current)}>
      <Button
        {...button}
        onClick={(event) => {
          clicked.current = true;
          setOpen(false);
          onClick?.(event);
        }}
        onMouseLeave={(event) => {
          clicked.current = false;
          onMouseLeave?.(event);
        }}
      />
    </Tooltip>
  );
}

/**
 * Icon buttons every admin row uses. Each has an accessible name that includes the row's
 * title, so screen readers and end-to-end tests can tell the rows apart.
 */
export function OpenButton({ href, name }: { href: string; name: string }) {
  const { t } = useTranslation('admin');
  return (
    <IconAction
      title={t('kit.actions.open')}
      icon={<ExportOutlined aria-hidden />}
      href={href}
      target="_blank"
      rel="noopener"
      aria-label={`${t('kit.actions.open')}: ${name}`}
    />
  );
}

export function EditButton({ onClick, name }: { onClick: () => void; name: string }) {
  const { t } = useTranslation('admin');
  return (
    <IconAction
      title={t('kit.actions.edit')}
      icon={<EditOutlined aria-hidden />}
      onClick={onClick}
      aria-label={`${t('kit.actions.edit')}: ${name}`}
    />
  );
}

export function TranslationsButton({ onClick, name }: { onClick: () => void; name: string }) {
  const { t } = useTranslation('admin');
  return (
    <IconAction
      title={t('kit.actions.translations')}
      icon={<GlobalOutlined aria-hidden />}
      onClick={onClick}
      aria-label={`${t('kit.actions.translations')}: ${name}`}
    />
  );
}

export function MoveUpButton({
  onClick,
  name,
  loading,
}: {
  onClick: () => void;
  name: string;
  loading?: boolean;
}) {
  const { t } = useTranslation('admin');
  return (
    <IconAction
      title={t('kit.actions.move_up')}
      icon={<ArrowUpOutlined aria-hidden />}
      onClick={onClick}
      loading={loading}
      aria-label={`${t('kit.actions.move_up')}: ${name}`}
    />
  );
}

/**
 * Delete with a confirmation (spec 2 §2.1). `warning` says what else the deletion touches (e.g.
 * how many videos use a category), under the question.
 */
export function DeleteButton({
  onConfirm,
  name,
  warning,
}: {
  onConfirm: () => Promise<unknown>;
  name: string;
  warning?: string | null;
}) {
  const { t } = useTranslation('admin');
  return (
    <Popconfirm
      title={t('kit.actions.confirm_delete', { name })}
      description={warning || undefined}
      okText={t('kit.yes')}
      cancelText={t('kit.no')}
      onConfirm={onConfirm}
    >
      <Button
        danger
        icon={<DeleteOutlined aria-hidden />}
        aria-label={`${t('kit.actions.delete')}: ${name}`}
      />
    </Popconfirm>
  );
}
