import { zodResolver } from '@hookform/resolvers/zod';
import { GAME_CATEGORIES, ZGameCategory, ZLaneSave, ZWalletCode, type TOpsLane } from '@kirin/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
import { lanesKey, saveLane } from '../api/game-vendors';
import '../../../styles/games.css';

/** The lane's body and its address (vendor, category), which a new lane types in. */
const ZLaneForm = ZLaneSave.extend({ vassalage: ZWalletCode, gameCategory: ZGameCategory });
type TLaneForm = z.input<typeof ZLaneForm>;
type TLaneBody = z.output<typeof ZLaneForm>;

/** Creates a lane (a vendor in a category) or changes one; the address of an existing lane is fixed. */
export function LaneDialog({
  merchant,
  lane,
  onClose,
}: {
  merchant: string;
  lane: TOpsLane | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('games');
  const formId = useId();
  const errorText = useFieldErrorText('games');
  const queryClient = useQueryClient();
  const form = useForm<TLaneForm, unknown, TLaneBody>({
    resolver: zodResolver(ZLaneForm),
    defaultValues: lane ?? {
      vassalage: '',
      gameCategory: 'RNG',
      displayName: '',
      isHot: false,
      isMaintenance: false,
      isEnabled: true,
      imagePath: null,
      sortOrder: 0,
    },
  });
  const save = useMutation({
    mutationFn: ({ vassalage, gameCategory, ...body }: TLaneBody) =>
      saveLane(merchant, vassalage, gameCategory, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: lanesKey(merchant) });
      onClose();
    },
  });
  const { errors } = form.formState;
  const title = lane
    ? `${t('lanes.edit')}: ${lane.vassalage} ${t(`categories.${lane.gameCategory}`)}`
    : t('lanes.add');
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
        <div className="form-grid">
          <TextField
            label={t('lanes.vendor')}
            readOnly={Boolean(lane)}
            autoComplete="off"
            hint={lane ? undefined : t('lanes.vendorHint')}
            error={errorText(errors.vassalage)}
            {...form.register('vassalage')}
          />
          {lane ? (
            <TextField label={t('lanes.category')} readOnly value={t(`categories.${lane.gameCategory}`)} />
          ) : (
            <SelectField
              label={t('lanes.category')}
              options={GAME_CATEGORIES.map((category) => ({
                value: category,
                label: t(`categories.${category}`),
              }))}
              error={errorText(errors.gameCategory)}
              {...form.register('gameCategory')}
            />
          )}
          <TextField
            label={t('lanes.displayName')}
            maxLength={64}
            error={errorText(errors.displayName)}
            {...form.register('displayName')}
          />
          <TextField
            label={t('lanes.imagePath')}
            hint={t('lanes.imagePathHint')}
            error={errorText(errors.imagePath)}
            {...form.register('imagePath', { setValueAs: (value: string | null) => value?.trim() || null })}
          />
          <TextField
            label={t('lanes.sortOrder')}
            type="number"
            min={0}
            error={errorText(errors.sortOrder)}
            {...form.register('sortOrder', { valueAsNumber: true })}
          />
          <CheckboxField label={t('lanes.hot')} {...form.register('isHot')} />
          <CheckboxField label={t('lanes.maintenance')} {...form.register('isMaintenance')} />
          <CheckboxField label={t('lanes.enabled')} {...form.register('isEnabled')} />
        </div>
        <ErrorNote error={save.error} />
      </form>
    </Dialog>
  );
}
