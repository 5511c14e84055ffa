import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRichTextEditorProps } from './rich-text-editor';

type TToolbarAction = { key: string; run: () => boolean; isActive: boolean };

/**
 * TipTap (ProseMirror) writes structured HTML: paragraphs, headings, lists, links, bold and italic. The server
 * sanitises what it stores (platform/sanitize-html.ts); the editor never inserts raw HTML.
 */
export default function RichTextEditorImpl({ value, onChange, label, id }: TRichTextEditorProps) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] } }),
    ],
    content: value,
    editorProps: {
      attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', id: id ?? '' },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // A value set from outside (a record loaded after the editor opened) replaces the content.
  useEffect(() => {
    // A destroyed editor (the component was remounted) has no schema left to read.
    if (!editor || editor.isDestroyed) return;
    if (value !== editor.getHTML() && !(value === '' && editor.isEmpty))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  if (!editor || editor.isDestroyed) return null;
  const chain = () => editor.chain().focus();
  const actions: TToolbarAction[] = [
    { key: 'bold', run: () => chain().toggleBold().run(), isActive: editor.isActive('bold') },
    { key: 'italic', run: () => chain().toggleItalic().run(), isActive: editor.isActive('italic') },
    {
      key: 'heading',
      run: () => chain().toggleHeading({ level: 3 }).run(),
      isActive: editor.isActive('heading'),
    },
    {
      key: 'bulletList',
      run: () => chain().toggleBulletList().run(),
      isActive: editor.isActive('bulletList'),
    },
    {
      key: 'orderedList',
      run: () => chain().toggleOrderedList().run(),
      isActive: editor.isActive('orderedList'),
    },
  ];
  function setLink() {
    const previous = editor?.getAttributes('link').href as string | undefined;
    const href = window.prompt(t('editor.linkPrompt'), previous ?? 'https://');
    if (href === null) return;
    if (href === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href }).run();
  }
  return (
    <div className="rich-text">
      <div className="rich-text-toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
        {actions.map((action) => (
          <button key={action.key} type="button" aria-pressed={action.isActive} onClick={() => action.run()}>
            {t(`editor.${action.key}`)}
          </button>
        ))}
        <button type="button" aria-pressed={editor.isActive('link')} onClick={setLink}>
          {t('editor.link')}
        </button>
      </div>
      <EditorContent editor={editor} className="rich-text-content" />
    </div>
  );
}
