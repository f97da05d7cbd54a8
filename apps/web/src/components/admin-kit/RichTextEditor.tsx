import { lazy, Suspense } from 'react';
import { Input } from 'antd';

export interface RichTextEditorProps {
  id?: string;
  value?: string | null;
  onChange?: (html: string) => void;
  /** Accessible name of the editable area. */
  label: string;
  /** Offers a raw HTML (code) mode too: embed codes such as a live chat are pasted there. */
  allowSource?: boolean;
  /** Opens in code mode (an event's chat embed is usually code). */
  startInSource?: boolean;
}

// tiptap and ProseMirror are the largest part of the admin bundle; load them with the first form.
const Editor = lazy(() => import('./RichTextEditorImpl'));

/** HTML editor (tiptap) for descriptions and embeds; shows a plain text area while it loads. */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <Input.TextArea
          aria-label={props.label}
          value={props.value ?? ''}
          disabled
          autoSize={{ minRows: 4 }}
        />
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}
