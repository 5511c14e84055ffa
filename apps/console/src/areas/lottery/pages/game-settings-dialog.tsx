import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AmountField } from '../../../components/ui/amount-field';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorNote } from '../../../components/ui/error-note';
import { SelectField, TextField } from '../../../components/ui/field';
import { useFieldErrorText } from '../../../lib/field-error';
import { lotteryKey } from '../api/lottery-base';
import { updateLotteryGame, type TOpsLotteryGame } from '../api/lottery-games';
import {
  changedSettings,
  PRIZE_MODES_OF_AREA,
  settingsOf,
  tieableBetTypes,
  ZGameSettingsForm,
  type TGameSettingsForm,
  type TGameSettingsValues,
} from './game-settings-form';
import '../../../styles/lottery.css';
import { useAmountErrorText } from '../../../lib/field-error';

const orNull = (value: string | null) => (value ? value : null);

/** A game's settings: switches, names, schedule, result source, betting limits and tie rules (owners). */
export function GameSettingsDialog({
  merchant,
  game,
  onClose,
}: {
  merchant: string;
  game: TOpsLotteryGame;
  onClose: () => void;
}) {
  const { t } = useTranslation('lottery');
  const formId = useId();
  const amountErrorText = useAmountErrorText('lottery');
  const errorText = useFieldErrorText('lottery');
  const queryClient = useQueryClient();
  const [isUnchanged, setIsUnchanged] = useState(false);
  const form = useForm<TGameSettingsForm, unknown, TGameSettingsValues>({
    resolver: zodResolver(ZGameSettingsForm),
    defaultValues: settingsOf(game),
  });
  const save = useMutation({
    mutationFn: (body: Parameters<typeof updateLotteryGame>[2]) =>
      updateLotteryGame(merchant, game.gameCode, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: lotteryKey(merchant) });
      onClose();
    },
  });
  const { errors, dirtyFields } = form.formState;
  const isFast = game.periodMinutes !== null;
  const amountControl = form.control as unknown as Control<TGameSettingsForm>;
  const sourceOptions = [
    ...(game.resultSource === 'OPERATOR' || game.resultSource === 'HTTP_FEED' ? [] : [game.resultSource]),
    'OPERATOR',
    'HTTP_FEED',
  ].map((source) => ({ value: source, label: t(`resultSources.${source}`) }));
  const submit = form.handleSubmit((values) => {
    const changed = changedSettings(values, dirtyFields);
    setIsUnchanged(changed === null);
    if (!changed) return;
    if (!changed.success) {
      for (const issue of changed.error.issues)
        form.setError(String(issue.path[0]) as keyof TGameSettingsForm, {
          type: issue.code,
          message: issue.message,
        });
      return;
    }
    save.mutate(changed.data);
  });
  return (
    <Dialog
      title={`${t('games.settings')}: ${game.gameCode}`}
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
      <form id={formId} noValidate onSubmit={submit}>
        <fieldset className="form-grid">
          <legend>{t('settings.switches')}</legend>
          <CheckboxField
            label={t('settings.isEnabled')}
            hint={t('settings.isEnabledHint')}
            {...form.register('isEnabled')}
          />
          <CheckboxField
            label={t('settings.isSuspended')}
            hint={t('settings.isSuspendedHint')}
            {...form.register('isSuspended')}
          />
          <CheckboxField label={t('games.allowBetCancel')} {...form.register('allowBetCancel')} />
          <TextField
            label={t('games.sortOrder')}
            type="number"
            min={0}
            error={errorText(errors.sortOrder)}
            {...form.register('sortOrder', { valueAsNumber: true })}
          />
          {game.area === 'VN' ? (
            <SelectField
              label={t('games.prizeMode')}
              options={PRIZE_MODES_OF_AREA.VN.map((mode) => ({ value: mode, label: mode }))}
              error={errorText(errors.prizeMode)}
              {...form.register('prizeMode')}
            />
          ) : null}
          <TextField
            label={t('settings.nameTW')}
            error={errorText(errors.names)}
            {...form.register('names.TW')}
          />
          <TextField label={t('settings.nameEN')} {...form.register('names.EN')} />
        </fieldset>
        <fieldset className="form-grid">
          <legend>{t('settings.schedule')}</legend>
          {isFast ? (
            <TextField
              label={t('settings.closeBeforeDrawSeconds')}
              type="number"
              min={5}
              max={600}
              hint={t('settings.engineDefault')}
              error={errorText(errors.closeBeforeDrawSeconds)}
              {...form.register('closeBeforeDrawSeconds', {
                setValueAs: (value: string | number | undefined) =>
                  value === '' || value === undefined ? undefined : Number(value),
              })}
            />
          ) : (
            <>
              <TextField
                label={t('settings.drawTime')}
                type="time"
                hint={t('settings.engineDefault')}
                error={errorText(errors.drawTime)}
                {...form.register('drawTime', { setValueAs: orNull })}
              />
              <TextField
                label={t('settings.closeTime')}
                type="time"
                hint={t('settings.engineDefault')}
                error={errorText(errors.closeTime)}
                {...form.register('closeTime', { setValueAs: orNull })}
              />
            </>
          )}
          {game.area === 'ELOTT' ? (
            <p>{t('settings.drawnInHouse')}</p>
          ) : (
            <>
              <SelectField
                label={t('games.resultSource')}
                options={sourceOptions}
                error={errorText(errors.resultSource)}
                {...form.register('resultSource')}
              />
              <p className="field-hint">{t('settings.resultSourceHint')}</p>
              <TextField
                label={t('settings.feedUrl')}
                error={errorText(errors.feedUrl)}
                {...form.register('feedUrl', { setValueAs: (value: string | null) => value?.trim() || null })}
              />
            </>
          )}
        </fieldset>
        <fieldset className="form-grid">
          <legend>{t('settings.limits')}</legend>
          <AmountField
            control={amountControl}
            name="minUnitStakeMinor"
            label={t('games.minUnitStake')}
            error={amountErrorText(errors.minUnitStakeMinor)}
          />
          <AmountField
            control={amountControl}
            name="maxBetStakeMinor"
            label={t('games.maxBetStake')}
            hint={t('settings.emptyNone')}
            emptyValue={null}
            error={amountErrorText(errors.maxBetStakeMinor)}
          />
          <AmountField
            control={amountControl}
            name="maxPayoutMinor"
            label={t('games.maxPayout')}
            hint={t('settings.emptyNone')}
            emptyValue={null}
            error={amountErrorText(errors.maxPayoutMinor)}
          />
          <AmountField
            control={amountControl}
            name="numberLiabilityCapMinor"
            label={t('games.numberCap')}
            hint={t('settings.numberCapHint')}
            emptyValue={null}
            error={amountErrorText(errors.numberLiabilityCapMinor)}
          />
        </fieldset>
        <TieRuleFields game={game} form={form} />
        {isUnchanged ? <p className="note">{t('validation.nothing_to_change')}</p> : null}
        <ErrorNote error={save.error} />
      </form>
    </Dialog>
  );
}

/** A tie rule per bet type that can tie; "as defined" leaves the bet type's own rule. */
function TieRuleFields({
  game,
  form,
}: {
  game: TOpsLotteryGame;
  form: ReturnType<typeof useForm<TGameSettingsForm, unknown, TGameSettingsValues>>;
}) {
  const { t } = useTranslation('lottery');
  const bets = tieableBetTypes(game.engineCode);
  if (bets.length === 0) return null;
  return (
    <fieldset className="form-grid">
      <legend>{t('settings.tieRules')}</legend>
      {bets.map((bet) => (
        <SelectField
          key={bet.code}
          label={`${bet.name} (${bet.code})`}
          options={[
            { value: '', label: t('settings.tieAsDefined', { rule: t(`settings.tie.${bet.tieRule}`) }) },
            { value: 'LOSE', label: t('settings.tie.LOSE') },
            { value: 'REFUND', label: t('settings.tie.REFUND') },
          ]}
          {...form.register(`tieRules.${bet.code}`)}
        />
      ))}
    </fieldset>
  );
}
