import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

export type TRichTextEditorProps = {
  value: string;
  onChange: (html: string) => void;
  label: string;
  id?: string;
};

const RichTextEditorImpl = lazy(() => import('./rich-text-editor-impl'));

/** A rich-text field; the editor (about 100 KB) loads only on the pages that write content. */
export function RichTextEditor(props: TRichTextEditorProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<div className="rich-text-loading">{t('table.loading')}</div>}>
      <RichTextEditorImpl {...props} />
    </Suspense>
  );
}
