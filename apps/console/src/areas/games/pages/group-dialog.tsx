import { zodResolver } from '@hookform/resolvers/zod';
import { GAME_CATEGORIES, ZOpsGameGroup, type TOpsGameGroup } from '@kirin/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorNote } from '../../../components/ui/error-note';
import { SelectField, TextField } from '../../../components/ui/field';
import { useFieldErrorText } from '../../../lib/field-error';
import { fetchGameGroups, gameGroupsKey, saveGameGroups } from '../api/game-groups';
import { LocalisedNameFields, ZEditedNames } from './localised-names';

const ZGroupForm = ZOpsGameGroup.extend({ labelNames: ZEditedNames });
type TGroupForm = z.input<typeof ZGroupForm>;
type TGroupBody = z.output<typeof ZGroupForm>;

/** Adds a group or changes one (its code names it, so it is fixed once made). */
export function GroupDialog({
  merchant,
  group,
  onClose,
}: {
  merchant: string;
  group: TOpsGameGroup | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('games');
  const formId = useId();
  const errorText = useFieldErrorText('games');
  const queryClient = useQueryClient();
  const form = useForm<TGroupForm, unknown, TGroupBody>({
    resolver: zodResolver(ZGroupForm),
    defaultValues: group ?? { code: '', gameCategory: 'RNG', labelNames: { TW: '', EN: '' }, sortOrder: 0 },
  });
  const save = useMutation({
    mutationFn: async (saved: TGroupBody) => {
      // The route replaces the whole set: read it fresh so another operator's change is not undone.
      const current = await fetchGameGroups(merchant);
      return saveGameGroups(merchant, [...current.filter((other) => other.code !== saved.code), saved]);
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: gameGroupsKey(merchant) });
      onClose();
    },
  });
  const { errors } = form.formState;
  return (
    <Dialog
      title={group ? `${t('groups.edit')}: ${group.code}` : t('groups.add')}
      isOpen
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('console:cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" isBusy={save.isPending}>
            {t('console:save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={form.handleSubmit((body) => save.mutate(body))}>
        <div className="form-grid">
          <TextField
            label={t('groups.code')}
            readOnly={Boolean(group)}
            autoComplete="off"
            hint={group ? undefined : t('groups.codeHint')}
            error={errorText(errors.code)}
            {...form.register('code')}
          />
          <SelectField
            label={t('groups.category')}
            options={GAME_CATEGORIES.map((category) => ({
              value: category,
              label: t(`categories.${category}`),
            }))}
            error={errorText(errors.gameCategory)}
            {...form.register('gameCategory')}
          />
          <LocalisedNameFields
            name="labelNames"
            label={t('groups.name')}
            register={form.register}
            errors={errors}
          />
          <TextField
            label={t('groups.sortOrder')}
            type="number"
            min={0}
            error={errorText(errors.sortOrder)}
            {...form.register('sortOrder', { valueAsNumber: true })}
          />
        </div>
        <ErrorNote error={save.error} />
      </form>
    </Dialog>
  );
}
