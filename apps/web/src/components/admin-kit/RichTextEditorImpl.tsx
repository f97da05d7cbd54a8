import { useEffect, useState } from 'react';
import { Button, Input, Segmented, Space, Tooltip } from 'antd';
import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import type { RichTextEditorProps } from './RichTextEditor';

const EMPTY_DOC = '<p></p>';

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation('admin');
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const href = window.prompt(t('kit.editor.link_prompt'), previous);
    if (href === null) return;
    if (href === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href }).run();
  };
  const buttons = [
    {
      key: 'bold',
      icon: <BoldOutlined aria-hidden />,
      active: state.bold,
      run: () => chain().toggleBold().run(),
    },
    {
      key: 'italic',
      icon: <ItalicOutlined aria-hidden />,
      active: state.italic,
      run: () => chain().toggleItalic().run(),
    },
    {
      key: 'underline',
      icon: <UnderlineOutlined aria-hidden />,
      active: state.underline,
      run: () => chain().toggleUnderline().run(),
    },
    {
      key: 'bullet',
      icon: <UnorderedListOutlined aria-hidden />,
      active: state.bullet,
      run: () => chain().toggleBulletList().run(),
    },
    {
      key: 'ordered',
      icon: <OrderedListOutlined aria-hidden />,
      active: state.ordered,
      run: () => chain().toggleOrderedList().run(),
    },
    { key: 'link', icon: <LinkOutlined aria-hidden />, active: state.link, run: setLink },
  ];
  return (
    <Space wrap size={4}>
      {buttons.map((button) => (
        <Tooltip key={button.key} title={t(`kit.editor.${button.key}`)}>
          <Button
            size="small"
            type={button.active ? 'primary' : 'default'}
            icon={button.icon}
            aria-label={t(`kit.editor.${button.key}`)}
            aria-pressed={button.active}
            onClick={button.run}
          />
        </Tooltip>
      ))}
    </Space>
  );
}

/** HTML editor for descriptions and embeds (tiptap). The value is HTML; the server sanitises it. */
export default function RichTextEditorImpl({
  id,
  value,
  onChange,
  label,
  allowSource,
  startInSource,
}: RichTextEditorProps) {
  const { t } = useTranslation('admin');
  const [mode, setMode] = useState<'rich' | 'source'>(startInSource ? 'source' : 'rich');
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: value || '',
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, class: 'admin-rte' },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.getHTML();
      onChange?.(html === EMPTY_DOC ? '' : html);
    },
  });

  // Keep the editor in step when the value changes from outside (source mode, form reset).
  useEffect(() => {
    // StrictMode mounts twice: the first editor instance is destroyed and must not be touched.
    if (!editor || editor.isDestroyed || mode !== 'rich') return;
    const current = editor.getHTML();
    const next = value || '';
    if (next !== current && !(next === '' && current === EMPTY_DOC))
      editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value, mode]);

  return (
    <div id={id} style={{ width: '100%' }}>
      {allowSource && (
        <Segmented
          size="small"
          value={mode}
          onChange={(next) => setMode(next as 'rich' | 'source')}
          options={[
            { value: 'rich', label: t('kit.editor.rich') },
            { value: 'source', label: t('kit.editor.source') },
          ]}
          style={{ marginBottom: 8 }}
        />
      )}
      {mode === 'source' ? (
        <Input.TextArea
          aria-label={label}
          value={value ?? ''}
          onChange={(event) => onChange?.(event.target.value)}
          autoSize={{ minRows: 4, maxRows: 16 }}
          style={{ fontFamily: 'monospace' }}
        />
      ) : (
        <div style={{ border: '1px solid #d9d9d9', borderRadius: 4 }}>
          {editor && (
            <div style={{ padding: 4, borderBottom: '1px solid #d9d9d9' }}>
              <Toolbar editor={editor} />
            </div>
          )}
          <EditorContent editor={editor} style={{ padding: '4px 11px', minHeight: 120 }} />
        </div>
      )}
    </div>
  );
}
