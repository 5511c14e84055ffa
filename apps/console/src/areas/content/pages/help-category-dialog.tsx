import { ZHelpCategorySave, type THelpCategorySave, type TOpsHelpCategory } from '@kirin/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorNote } from '../../../components/ui/error-note';
import { TextField } from '../../../components/ui/field';
import { helpArticles } from '../api/help-articles';
import { helpCategories } from '../api/help-categories';
import { LanguageField } from '../components/language-field';
import { bodyResolver } from '../lib/body-resolver';
import { toOptionalNumber } from '../lib/form-values';
import { useFieldError } from '../lib/use-field-error';

type TCategoryForm = { language: string; title: string; sortOrder: string };

const toBody = (form: TCategoryForm) => ({ ...form, sortOrder: toOptionalNumber(form.sortOrder) });

/** Adds a help centre category, or replaces one (`category`). */
export function HelpCategoryDialog({
  merchant,
  category,
  onClose,
}: {
  merchant: string;
  category?: TOpsHelpCategory;
  onClose: () => void;
}) {
  const { t } = useTranslation('content');
  const queryClient = useQueryClient();
  const form = useForm<TCategoryForm, unknown, THelpCategorySave>({
    resolver: bodyResolver(ZHelpCategorySave, toBody),
    defaultValues: {
      language: category?.language ?? 'TW',
      title: category?.title ?? '',
      sortOrder: String(category?.sortOrder ?? 0),
    },
  });
  const errorOf = useFieldError(form.formState.errors);
  const save = useMutation({
    mutationFn: (body: THelpCategorySave) =>
      category ? helpCategories.update(merchant, category.id, body) : helpCategories.create(merchant, body),
    onSuccess: async () => {
      // A category's language is its articles' language, so their list may change too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: helpCategories.key(merchant) }),
        queryClient.invalidateQueries({ queryKey: helpArticles.key(merchant) }),
      ]);
      onClose();
    },
  });
  return (
    <Dialog title={category ? t('helpCategories.edit') : t('helpCategories.new')} isOpen onClose={onClose}>
      <form onSubmit={form.handleSubmit((body) => save.mutate(body))} noValidate>
        <LanguageField
          current={category?.language}
          error={errorOf('language')}
          {...form.register('language')}
        />
        <TextField
          label={t('fields.title')}
          maxLength={200}
          error={errorOf('title')}
          {...form.register('title')}
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
