import {
  ZHelpArticleSave,
  type THelpArticleSave,
  type TOpsHelpArticle,
  type TOpsHelpCategory,
} from '@kirin/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useCanWrite, useMerchantCode } from '../../../app/area-context';
import { Button } from '../../../components/ui/button';
import { ErrorNote } from '../../../components/ui/error-note';
import { SelectField, TextField } from '../../../components/ui/field';
import { helpArticles } from '../api/help-articles';
import { categoryLabel, useAllHelpCategories } from '../api/use-all-help-categories';
import { EditorHeader } from '../components/editor-header';
import { RichBodyField } from '../components/rich-body-field';
import { bodyResolver } from '../lib/body-resolver';
import { contentPaths, NEW_ID } from '../lib/content-paths';
import { toOptionalNumber } from '../lib/form-values';
import { useFieldError } from '../lib/use-field-error';

type TArticleForm = { categoryId: string; title: string; html: string; sortOrder: string };

const toBody = (form: TArticleForm) => ({ ...form, sortOrder: toOptionalNumber(form.sortOrder) });

function ArticleForm({
  merchant,
  article,
  categories,
}: {
  merchant: string;
  article?: TOpsHelpArticle;
  categories: TOpsHelpCategory[];
}) {
  const { t } = useTranslation('content');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<TArticleForm, unknown, THelpArticleSave>({
    resolver: bodyResolver(ZHelpArticleSave, toBody),
    defaultValues: {
      categoryId: article?.categoryId ?? categories[0]?.id ?? '',
      title: article?.title ?? '',
      html: article?.html ?? '',
      sortOrder: String(article?.sortOrder ?? 0),
    },
  });
  const errorOf = useFieldError(form.formState.errors);
  const save = useMutation({
    mutationFn: (body: THelpArticleSave) =>
      article ? helpArticles.update(merchant, article.id, body) : helpArticles.create(merchant, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: helpArticles.key(merchant) });
      await navigate(contentPaths.helpArticles(merchant));
    },
  });
  return (
    <form className="editor-form" onSubmit={form.handleSubmit((body) => save.mutate(body))} noValidate>
      <div className="form-grid">
        <SelectField
          label={t('fields.category')}
          options={categories.map((c) => ({ value: c.id, label: categoryLabel(c) }))}
          error={errorOf('categoryId')}
          {...form.register('categoryId')}
        />
        <TextField
          label={t('fields.sortOrder')}
          type="number"
          step={1}
          hint={t('hints.sortOrder')}
          error={errorOf('sortOrder')}
          {...form.register('sortOrder')}
        />
      </div>
      <TextField
        label={t('fields.title')}
        maxLength={200}
        error={errorOf('title')}
        {...form.register('title')}
      />
      <RichBodyField control={form.control} name="html" label={t('fields.body')} error={errorOf('html')} />
      <ErrorNote error={save.error} />
      <div className="form-actions">
        <Button type="submit" variant="primary" isBusy={save.isPending}>
          {t('actions.save')}
        </Button>
      </div>
    </form>
  );
}

/** Writes a help article: a new one (help-articles/new) or one of the list (help-articles/:id). */
export default function HelpArticleEditorPage() {
  const { t } = useTranslation('content');
  const merchant = useMerchantCode();
  const canWrite = useCanWrite();
  const { id = NEW_ID } = useParams();
  const isNew = id === NEW_ID;
  const categories = useAllHelpCategories(merchant);
  const list = useQuery({
    queryKey: [...helpArticles.key(merchant), 'all'],
    queryFn: ({ signal }) => helpArticles.list(merchant, undefined, signal),
    enabled: !isNew,
  });
  const article = list.data?.find((a) => a.id === id);
  const header = (
    <EditorHeader
      title={isNew ? t('helpArticles.new') : t('helpArticles.edit')}
      backTo={contentPaths.helpArticles(merchant)}
      backLabel={t('helpArticles.back')}
    />
  );
  const body = (() => {
    if (!canWrite) return <p className="note">{t('readOnly')}</p>;
    if (categories.isError || list.isError) return <ErrorNote error={categories.error ?? list.error} />;
    if (categories.isPending || (!isNew && list.isPending)) return <p className="loading">{t('loading')}</p>;
    if (!isNew && !article) return <p className="note">{t('helpArticles.missing')}</p>;
    if (categories.data.length === 0)
      return (
        <p className="note">
          {t('helpArticles.noCategory')}{' '}
          <Link to={contentPaths.helpCategories(merchant)}>{t('helpCategories.title')}</Link>
        </p>
      );
    return <ArticleForm key={id} merchant={merchant} article={article} categories={categories.data} />;
  })();
  return (
    <>
      {header}
      {body}
    </>
  );
}
