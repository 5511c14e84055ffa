import { NOTICE_TYPES, ZNoticeSave, type TNoticeSave, type TOpsNotice } from '@kirin/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useCanWrite, useMerchantCode } from '../../../app/area-context';
import { Button } from '../../../components/ui/button';
import { ErrorNote } from '../../../components/ui/error-note';
import { SelectField, TextField } from '../../../components/ui/field';
import { notices } from '../api/notices';
import { EditorHeader } from '../components/editor-header';
import { LanguageField } from '../components/language-field';
import { RichBodyField } from '../components/rich-body-field';
import { bodyResolver } from '../lib/body-resolver';
import { contentPaths, NEW_ID } from '../lib/content-paths';
import { blankToNull, toOptionalNumber } from '../lib/form-values';
import { fromLocalInput, fromOptionalLocalInput, nowLocalInput, toLocalInput } from '../lib/local-time';
import { scheduleStateOf } from '../lib/schedule';
import { useFieldError } from '../lib/use-field-error';

/** The form's values: what the inputs hold (text), turned into the route's body by `toBody`. */
type TNoticeForm = {
  type: TNoticeSave['type'];
  language: string;
  title: string;
  html: string;
  startsAt: string;
  endsAt: string;
  sortOrder: string;
  isPopup: boolean;
  imageUrl: string;
  linkUrl: string;
  audience: TNoticeSave['audience'];
};

const toBody = (form: TNoticeForm) => ({
  ...form,
  startsAt: fromLocalInput(form.startsAt),
  endsAt: fromOptionalLocalInput(form.endsAt),
  sortOrder: toOptionalNumber(form.sortOrder),
  imageUrl: blankToNull(form.imageUrl),
  linkUrl: blankToNull(form.linkUrl),
});

const formOf = (notice: TOpsNotice | undefined): TNoticeForm => ({
  type: notice?.type ?? 'PL',
  language: notice?.language ?? 'TW',
  title: notice?.title ?? '',
  html: notice?.html ?? '',
  startsAt: toLocalInput(notice?.startsAt) || nowLocalInput(),
  endsAt: toLocalInput(notice?.endsAt),
  sortOrder: String(notice?.sortOrder ?? 0),
  isPopup: notice?.isPopup ?? false,
  imageUrl: notice?.imageUrl ?? '',
  linkUrl: notice?.linkUrl ?? '',
  audience: notice?.audience ?? 'ALL',
});

function NoticeForm({ merchant, notice }: { merchant: string; notice?: TOpsNotice }) {
  const { t } = useTranslation('content');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<TNoticeForm, unknown, TNoticeSave>({
    resolver: bodyResolver(ZNoticeSave, toBody),
    defaultValues: formOf(notice),
  });
  const errorOf = useFieldError(form.formState.errors);
  const save = useMutation({
    mutationFn: (body: TNoticeSave) =>
      notice ? notices.update(merchant, notice.id, body) : notices.create(merchant, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: notices.key(merchant) });
      await navigate(contentPaths.notices(merchant));
    },
  });
  const submit = form.handleSubmit((body) => save.mutate(body));
  /** Shown from now on: the start becomes now, and an end already past is dropped. */
  function publishNow() {
    form.setValue('startsAt', nowLocalInput());
    const endsAt = fromOptionalLocalInput(form.getValues('endsAt'));
    if (endsAt && Date.parse(endsAt) <= Date.now()) form.setValue('endsAt', '');
    void submit();
  }
  const isLive = notice ? scheduleStateOf(notice) === 'live' : false;
  return (
    <form className="editor-form" onSubmit={submit} noValidate>
      <div className="form-grid">
        <SelectField
          label={t('fields.noticeType')}
          options={NOTICE_TYPES.map((type) => ({ value: type, label: t(`noticeTypes.${type}`) }))}
          error={errorOf('type')}
          {...form.register('type')}
        />
        <LanguageField
          current={notice?.language}
          error={errorOf('language')}
          {...form.register('language')}
        />
        <SelectField
          label={t('fields.audience')}
          options={(['ALL', 'AGENT'] as const).map((a) => ({ value: a, label: t(`audiences.${a}`) }))}
          error={errorOf('audience')}
          {...form.register('audience')}
        />
      </div>
      <TextField
        label={t('fields.title')}
        maxLength={200}
        error={errorOf('title')}
        {...form.register('title')}
      />
      <RichBodyField control={form.control} name="html" label={t('fields.body')} error={errorOf('html')} />
      <div className="form-grid">
        <TextField
          label={t('fields.startsAt')}
          type="datetime-local"
          hint={t('hints.startsAt')}
          error={errorOf('startsAt')}
          {...form.register('startsAt')}
        />
        <TextField
          label={t('fields.endsAt')}
          type="datetime-local"
          hint={t('hints.endsAt')}
          error={errorOf('endsAt')}
          {...form.register('endsAt')}
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
      <div className="form-grid">
        <TextField
          label={t('fields.imageUrl')}
          hint={t('hints.imageUrl')}
          error={errorOf('imageUrl')}
          {...form.register('imageUrl')}
        />
        <TextField
          label={t('fields.linkUrl')}
          hint={t('hints.linkUrl')}
          error={errorOf('linkUrl')}
          {...form.register('linkUrl')}
        />
      </div>
      <label className="checkbox-field">
        <input type="checkbox" {...form.register('isPopup')} />
        {t('fields.isPopup')}
      </label>
      <ErrorNote error={save.error} />
      <div className="form-actions">
        <Button type="submit" variant="primary" isBusy={save.isPending}>
          {t('actions.save')}
        </Button>
        {isLive ? null : (
          <Button onClick={publishNow} isBusy={save.isPending}>
            {t('actions.publishNow')}
          </Button>
        )}
      </div>
    </form>
  );
}

/** Writes a notice: a new one (notices/new) or one of the list (notices/:id). */
export default function NoticeEditorPage() {
  const { t } = useTranslation('content');
  const merchant = useMerchantCode();
  const canWrite = useCanWrite();
  const { id = NEW_ID } = useParams();
  const isNew = id === NEW_ID;
  const list = useQuery({
    queryKey: [...notices.key(merchant), 'all'],
    queryFn: ({ signal }) => notices.list(merchant, undefined, signal),
    enabled: !isNew,
  });
  const notice = list.data?.find((n) => n.id === id);
  const header = (
    <EditorHeader
      title={isNew ? t('notices.new') : t('notices.edit')}
      backTo={contentPaths.notices(merchant)}
      backLabel={t('notices.back')}
    />
  );
  if (!canWrite)
    return (
      <>
        {header}
        <p className="note">{t('readOnly')}</p>
      </>
    );
  if (!isNew && list.isPending) return <p className="loading">{t('loading')}</p>;
  if (!isNew && list.isError) return <ErrorNote error={list.error} />;
  if (!isNew && !notice)
    return (
      <>
        {header}
        <p className="note">{t('notices.missing')}</p>
      </>
    );
  return (
    <>
      {header}
      <NoticeForm key={id} merchant={merchant} notice={notice} />
    </>
  );
}
