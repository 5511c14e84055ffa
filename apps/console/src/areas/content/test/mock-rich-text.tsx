import type { TRichTextEditorProps } from '../../../components/rich-text/rich-text-editor';

/**
 * A stand-in for the TipTap editor (contenteditable does not type in jsdom): a textarea under the editor's
 * label whose text is the HTML the form receives, so tests see that the editor's output reaches the body.
 */
export function MockRichTextEditor({ value, onChange, label, id }: TRichTextEditorProps) {
  return <textarea id={id} aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} />;
}
