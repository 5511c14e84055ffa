import { POST_KINDS, ZPostSave, type TOpsPost, type TPostSave } from '@kirin/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useCanWrite, useMerchantCode } from '../../../app/area-context';
import { Button } from '../../../components/ui/button';
import { ErrorNote } from '../../../components/ui/error-note';
import { SelectField, TextField } from '../../../components/ui/field';
import { posts } from '../api/posts';
import { EditorHeader } from '../components/editor-header';
import { LanguageField } from '../components/language-field';
import { RichBodyField } from '../components/rich-body-field';
import { bodyResolver } from '../lib/body-resolver';
import { contentPaths, NEW_ID } from '../lib/content-paths';
import { fromLocalInput, nowLocalInput, toLocalInput } from '../lib/local-time';
import { useFieldError } from '../lib/use-field-error';

type TPostForm = {
  kind: TPostSave['kind'];
  language: string;
  title: string;
  html: string;
  publishedAt: string;
};

const toBody = (form: TPostForm) => ({ ...form, publishedAt: fromLocalInput(form.publishedAt) });

function PostForm({ merchant, post }: { merchant: string; post?: TOpsPost }) {
  const { t } = useTranslation('content');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<TPostForm, unknown, TPostSave>({
    resolver: bodyResolver(ZPostSave, toBody),
    defaultValues: {
      kind: post?.kind ?? 'news',
      language: post?.language ?? 'TW',
      title: post?.title ?? '',
      html: post?.html ?? '',
      publishedAt: toLocalInput(post?.publishedAt) || nowLocalInput(),
    },
  });
  const errorOf = useFieldError(form.formState.errors);
  const save = useMutation({
    mutationFn: (body: TPostSave) =>
      post ? posts.update(merchant, post.id, body) : posts.create(merchant, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: posts.key(merchant) });
      await navigate(contentPaths.posts(merchant));
    },
  });
  const submit = form.handleSubmit((body) => save.mutate(body));
  const isScheduled = post ? Date.parse(post.publishedAt) > Date.now() : true;
  return (
    <form className="editor-form" onSubmit={submit} noValidate>
      <div className="form-grid">
        <SelectField
          label={t('fields.postKind')}
          options={POST_KINDS.map((kind) => ({ value: kind, label: t(`postKinds.${kind}`) }))}
          error={errorOf('kind')}
          {...form.register('kind')}
        />
        <LanguageField current={post?.language} error={errorOf('language')} {...form.register('language')} />
        <TextField
          label={t('fields.publishedAt')}
          type="datetime-local"
          hint={t('hints.publishedAt')}
          error={errorOf('publishedAt')}
          {...form.register('publishedAt')}
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
        {isScheduled ? (
          <Button
            onClick={() => {
              form.setValue('publishedAt', nowLocalInput());
              void submit();
            }}
            isBusy={save.isPending}
          >
            {t('actions.publishNow')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** Writes a post: a new one (posts/new) or one of the list (posts/:id). */
export default function PostEditorPage() {
  const { t } = useTranslation('content');
  const merchant = useMerchantCode();
  const canWrite = useCanWrite();
  const { id = NEW_ID } = useParams();
  const isNew = id === NEW_ID;
  const list = useQuery({
    queryKey: [...posts.key(merchant), 'all'],
    queryFn: ({ signal }) => posts.list(merchant, undefined, signal),
    enabled: !isNew,
  });
  const post = list.data?.find((p) => p.id === id);
  const body = (() => {
    if (!canWrite) return <p className="note">{t('readOnly')}</p>;
    if (isNew) return <PostForm key={id} merchant={merchant} />;
    if (list.isError) return <ErrorNote error={list.error} />;
    if (list.isPending) return <p className="loading">{t('loading')}</p>;
    if (!post) return <p className="note">{t('posts.missing')}</p>;
    return <PostForm key={id} merchant={merchant} post={post} />;
  })();
  return (
    <>
      <EditorHeader
        title={isNew ? t('posts.new') : t('posts.edit')}
        backTo={contentPaths.posts(merchant)}
        backLabel={t('posts.back')}
      />
      {body}
    </>
  );
}
