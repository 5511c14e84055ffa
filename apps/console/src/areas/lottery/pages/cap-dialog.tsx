import { zodResolver } from '@hookform/resolvers/zod';
import { findLotteryGame, lotteryBetTypesOf, ZOpsNumberCapSave } from '@kirin/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AmountField } from '../../../components/ui/amount-field';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorNote } from '../../../components/ui/error-note';
import { SelectField, TextField } from '../../../components/ui/field';
import { useFieldErrorText } from '../../../lib/field-error';
import { capsKey, saveCap } from '../api/lottery-odds';
import { useLotteryGame } from './use-lottery-game';
import { useAmountErrorText } from '../../../lib/field-error';

/** The route's body; only LIMIT carries a liability cap, and it needs one. */
const ZCapForm = ZOpsNumberCapSave.refine(
  (cap) => cap.mode !== 'LIMIT' || cap.liabilityCapMinor !== undefined,
  {
    message: 'cap_required',
    path: ['liabilityCapMinor'],
  },
).transform((cap) => (cap.mode === 'LIMIT' ? cap : { ...cap, liabilityCapMinor: undefined }));
type TCapForm = z.input<typeof ZCapForm>;
type TCapBody = z.output<typeof ZCapForm>;

/** Caps one number of one bet type (an existing cap of that number is replaced). */
export function CapDialog({
  merchant,
  gameCode,
  onClose,
}: {
  merchant: string;
  gameCode: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('lottery');
  const formId = useId();
  const amountErrorText = useAmountErrorText('lottery');
  const errorText = useFieldErrorText('lottery');
  const queryClient = useQueryClient();
  const { game } = useLotteryGame(merchant, gameCode);
  const engine = game ? findLotteryGame(game.engineCode) : undefined;
  const betTypes = engine ? lotteryBetTypesOf(engine) : [];
  const form = useForm<TCapForm, unknown, TCapBody>({
    resolver: zodResolver(ZCapForm),
    defaultValues: { betCode: '', pick: '', mode: 'HALF_PAY' },
  });
  const save = useMutation({
    mutationFn: (body: TCapBody) => saveCap(merchant, gameCode, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: capsKey(merchant, gameCode) });
      onClose();
    },
  });
  const { errors } = form.formState;
  const mode = form.watch('mode');
  return (
    <Dialog
      title={t('caps.addTitle', { game: gameCode })}
      isOpen
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('console:cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" isBusy={save.isPending}>
            {t('caps.add')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={form.handleSubmit((body) => save.mutate(body))}>
        <div className="form-grid">
          <SelectField
            label={t('caps.betCode')}
            options={[
              { value: '', label: t('caps.chooseBet') },
              ...betTypes.map((bet) => ({ value: bet.code, label: `${bet.name} (${bet.code})` })),
            ]}
            error={errorText(errors.betCode)}
            {...form.register('betCode')}
          />
          <TextField
            label={t('caps.pick')}
            autoComplete="off"
            hint={t('caps.pickHint')}
            error={errorText(errors.pick)}
            {...form.register('pick')}
          />
          <SelectField
            label={t('caps.mode')}
            options={(['HALF_PAY', 'CLOSED', 'LIMIT'] as const).map((value) => ({
              value,
              label: t(`caps.modes.${value}`),
            }))}
            error={errorText(errors.mode)}
            {...form.register('mode')}
          />
          {mode === 'LIMIT' ? (
            <AmountField
              control={form.control as unknown as Control<TCapForm>}
              name="liabilityCapMinor"
              label={t('caps.liabilityCap')}
              hint={t('caps.liabilityCapHint')}
              error={amountErrorText(errors.liabilityCapMinor)}
            />
          ) : null}
        </div>
        <p className="field-hint">{t(`caps.modeHelp.${mode}`)}</p>
        <ErrorNote error={save.error} />
      </form>
    </Dialog>
  );
}
