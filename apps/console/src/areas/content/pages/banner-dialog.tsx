import { ZBannerSave, type TBannerSave, type TOpsBanner } from '@kirin/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorNote } from '../../../components/ui/error-note';
import { TextField } from '../../../components/ui/field';
import { banners } from '../api/banners';
import { LanguageField } from '../components/language-field';
import { bodyResolver } from '../lib/body-resolver';
import { blankToNull, toOptionalNumber } from '../lib/form-values';
import { fromLocalInput, fromOptionalLocalInput, nowLocalInput, toLocalInput } from '../lib/local-time';
import { useFieldError } from '../lib/use-field-error';

type TBannerForm = {
  language: string;
  title: string;
  imageUrl: string;
  linkUrl: string;
  startsAt: string;
  endsAt: string;
  sortOrder: string;
};

const toBody = (form: TBannerForm) => ({
  ...form,
  linkUrl: blankToNull(form.linkUrl),
  startsAt: fromLocalInput(form.startsAt),
  endsAt: fromOptionalLocalInput(form.endsAt),
  sortOrder: toOptionalNumber(form.sortOrder),
});

const formOf = (banner: TOpsBanner | undefined): TBannerForm => ({
  language: banner?.language ?? 'TW',
  title: banner?.title ?? '',
  imageUrl: banner?.imageUrl ?? '',
  linkUrl: banner?.linkUrl ?? '',
  startsAt: toLocalInput(banner?.startsAt) || nowLocalInput(),
  endsAt: toLocalInput(banner?.endsAt),
  sortOrder: String(banner?.sortOrder ?? 0),
});

/** Adds a banner, or replaces one (`banner`): its picture and link by URL, its language and schedule. */
export function BannerDialog({
  merchant,
  banner,
  onClose,
}: {
  merchant: string;
  banner?: TOpsBanner;
  onClose: () => void;
}) {
  const { t } = useTranslation('content');
  const queryClient = useQueryClient();
  const form = useForm<TBannerForm, unknown, TBannerSave>({
    resolver: bodyResolver(ZBannerSave, toBody),
    defaultValues: formOf(banner),
  });
  const errorOf = useFieldError(form.formState.errors);
  const save = useMutation({
    mutationFn: (body: TBannerSave) =>
      banner ? banners.update(merchant, banner.id, body) : banners.create(merchant, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: banners.key(merchant) });
      onClose();
    },
  });
  return (
    <Dialog title={banner ? t('banners.edit') : t('banners.new')} isOpen onClose={onClose}>
      <form onSubmit={form.handleSubmit((body) => save.mutate(body))} noValidate>
        <LanguageField
          current={banner?.language}
          error={errorOf('language')}
          {...form.register('language')}
        />
        <TextField
          label={t('fields.bannerTitle')}
          maxLength={200}
          hint={t('hints.bannerTitle')}
          error={errorOf('title')}
          {...form.register('title')}
        />
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
        <ErrorNote error={save.error} />
        <div className="form-actions">
          <Button onClick={onClose}>{t('console:cancel')}</Button>
          <Button type="submit" variant="primary" isBusy={save.isPending}>
            {t('actions.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
