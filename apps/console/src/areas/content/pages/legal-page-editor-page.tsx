import { ZLegalPageUpdate, ZLegalSlug, type TLegalPage, type TLegalSlug } from '@kirin/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { useCanWrite, useMerchantCode } from '../../../app/area-context';
import { Button } from '../../../components/ui/button';
import { ErrorNote } from '../../../components/ui/error-note';
import { TextField } from '../../../components/ui/field';
import { fetchLegalPages, legalPagesKey, saveLegalPage } from '../api/legal-pages';
import { EditorHeader } from '../components/editor-header';
import { RichBodyField } from '../components/rich-body-field';
import { bodyResolver } from '../lib/body-resolver';
import { contentPaths } from '../lib/content-paths';
import { useFieldError } from '../lib/use-field-error';

type TLegalForm = { title: string; html: string };
type TLegalBody = z.output<typeof ZLegalPageUpdate>;

function LegalForm(props: { merchant: string; slug: TLegalSlug; language: string; page?: TLegalPage }) {
  const { merchant, slug, language, page } = props;
  const { t } = useTranslation('content');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<TLegalForm, unknown, TLegalBody>({
    // The language is the page's address, not a field: it goes into the body as it is.
    resolver: bodyResolver(ZLegalPageUpdate, (values: TLegalForm) => ({ ...values, language })),
    defaultValues: { title: page?.title ?? '', html: page?.html ?? '' },
  });
  const errorOf = useFieldError(form.formState.errors);
  const save = useMutation({
    mutationFn: (body: TLegalBody) => saveLegalPage(merchant, slug, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: legalPagesKey(merchant) });
      await navigate(contentPaths.legalPages(merchant));
    },
  });
  return (
    <form className="editor-form" onSubmit={form.handleSubmit((body) => save.mutate(body))} noValidate>
      <TextField
        label={t('fields.title')}
        maxLength={200}
        error={errorOf('title')}
        {...form.register('title')}
      />
      <RichBodyField control={form.control} name="html" label={t('fields.body')} error={errorOf('html')} />
      {page ? <p className="field-hint">{t('legal.replaces')}</p> : null}
      <ErrorNote error={save.error} />
      <div className="form-actions">
        <Button type="submit" variant="primary" isBusy={save.isPending}>
          {t('actions.save')}
        </Button>
      </div>
    </form>
  );
}

/** Writes one legal page in one language (legal/:slug/:language); saving replaces what is there. */
export default function LegalPageEditorPage() {
  const { t } = useTranslation('content');
  const merchant = useMerchantCode();
  const canWrite = useCanWrite();
  const params = useParams();
  const slug = ZLegalSlug.safeParse(params.slug);
  const language = /^[A-Z]{2}$/.test(params.language ?? '') ? params.language : undefined;
  const pages = useQuery({
    queryKey: [...legalPagesKey(merchant), 'all'],
    queryFn: ({ signal }) => fetchLegalPages(merchant, signal),
  });
  const title = slug.success && language ? `${t(`legalSlugs.${slug.data}`)} (${language})` : t('legal.title');
  const body = (() => {
    if (!slug.success || !language) return <p className="note">{t('legal.unknown')}</p>;
    if (!canWrite) return <p className="note">{t('readOnly')}</p>;
    if (pages.isError) return <ErrorNote error={pages.error} />;
    if (pages.isPending) return <p className="loading">{t('loading')}</p>;
    const page = pages.data.find((p) => p.slug === slug.data && p.language === language);
    return (
      <LegalForm
        key={`${slug.data}:${language}`}
        merchant={merchant}
        slug={slug.data}
        language={language}
        page={page}
      />
    );
  })();
  return (
    <>
      <EditorHeader title={title} backTo={contentPaths.legalPages(merchant)} backLabel={t('legal.back')} />
      {body}
    </>
  );
}
