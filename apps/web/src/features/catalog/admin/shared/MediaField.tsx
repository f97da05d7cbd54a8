import { createContext, useContext, type ReactNode } from 'react';
import { Input, Space } from 'antd';

/**
 * A video field (spec 2 §2.4): a link, an id or an iframe typed or pasted, or, when the panel
 * provides a picker (the hosted-video feature, composed in app/admin), a hosted video chosen from
 * the list. The catalogue does not know the hosted-video feature: it only renders what it is given.
 */
export type MediaPicker = (props: { label: string; onPick: (value: string) => void }) => ReactNode;
export const MediaPickerContext = createContext<MediaPicker | null>(null);

export function MediaField({
  id,
  value,
  onChange,
  label,
}: {
  id?: string;
  value?: string | null;
  onChange?: (value: string) => void;
  label: string;
}) {
  const picker = useContext(MediaPickerContext);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Input.TextArea
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange?.(event.target.value)}
        autoSize={{ minRows: 1, maxRows: 6 }}
      />
      {picker?.({ label, onPick: (picked) => onChange?.(picked) })}
    </Space>
  );
}
