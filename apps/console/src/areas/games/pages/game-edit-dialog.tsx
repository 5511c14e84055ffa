import { zodResolver } from '@hookform/resolvers/zod';
import { ZGameUpdate, type TOpsGame } from '@kirin/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorNote } from '../../../components/ui/error-note';
import { SelectField, TextField } from '../../../components/ui/field';
import { useFieldErrorText } from '../../../lib/field-error';
import { fetchGameGroups, gameGroupsKey } from '../api/game-groups';
import { gamesKey, updateGame } from '../api/games';
import { displayName } from './display-name';
import '../../../styles/games.css';

type TGameForm = z.input<typeof ZGameUpdate>;
type TGameBody = z.output<typeof ZGameUpdate>;

/** Edits what the catalogue decides about a game: hot, maintenance, enabled, its order and its group. */
export function GameEditDialog({
  merchant,
  game,
  onClose,
}: {
  merchant: string;
  game: TOpsGame;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('games');
  const formId = useId();
  const errorText = useFieldErrorText('games');
  const queryClient = useQueryClient();
  const groups = useQuery({
    queryKey: gameGroupsKey(merchant),
    queryFn: ({ signal }) => fetchGameGroups(merchant, signal),
  });
  const form = useForm<TGameForm, unknown, TGameBody>({
    resolver: zodResolver(ZGameUpdate),
    defaultValues: {
      isHot: game.isHot,
      isMaintenance: game.isMaintenance,
      isEnabled: game.isEnabled,
      sortOrder: game.sortOrder,
      groupCode: game.groupCode,
    },
  });
  const save = useMutation({
    mutationFn: (body: TGameBody) => updateGame(merchant, game.id, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: gamesKey(merchant) });
      onClose();
    },
  });
  const ofCategory = (groups.data ?? []).filter((group) => group.gameCategory === game.gameCategory);
  // A group removed since keeps its code on the game: offered so saving does not drop it unasked.
  const isGroupGone = game.groupCode !== null && !ofCategory.some((group) => group.code === game.groupCode);
  const groupOptions = [
    { value: '', label: t('games.noGroup') },
    ...ofCategory.map((group) => ({
      value: group.code,
      label: `${displayName(group.labelNames, i18n.language)} (${group.code})`,
    })),
    ...(isGroupGone && game.groupCode
      ? [{ value: game.groupCode, label: t('games.groupGone', { code: game.groupCode }) }]
      : []),
  ];
  const { errors } = form.formState;
  const title = `${t('games.edit')}: ${game.vassalage} ${game.code}`;
  return (
    <Dialog
      title={title}
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
        <p>{displayName(game.names, i18n.language)}</p>
        <div className="form-grid">
          <CheckboxField label={t('games.hot')} hint={t('games.hotHint')} {...form.register('isHot')} />
          <CheckboxField
            label={t('games.maintenance')}
            hint={t('games.maintenanceHint')}
            {...form.register('isMaintenance')}
          />
          <CheckboxField
            label={t('games.enabled')}
            hint={t('games.enabledHint')}
            {...form.register('isEnabled')}
          />
          <TextField
            label={t('games.sortOrder')}
            type="number"
            min={0}
            max={100000}
            error={errorText(errors.sortOrder)}
            {...form.register('sortOrder', { valueAsNumber: true })}
          />
          <SelectField
            label={t('games.group')}
            options={groupOptions}
            error={errorText(errors.groupCode)}
            {...form.register('groupCode', { setValueAs: (value: string | null) => value || null })}
          />
        </div>
        <ErrorNote error={save.error ?? groups.error} />
      </form>
    </Dialog>
  );
}
