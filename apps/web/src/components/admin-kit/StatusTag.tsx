import type { ReactNode } from 'react';
import { Tag } from 'antd';
import { tagColors, type TagTone } from './theme';

/** A status tag with a solid, contrast-safe background and white text (see theme.ts). */
export function StatusTag({ tone, children }: { tone: TagTone; children: ReactNode }) {
  return (
    <Tag variant="solid" color={tagColors[tone]} style={{ color: '#fff', marginInlineEnd: 4 }}>
      {children}
    </Tag>
  );
}
