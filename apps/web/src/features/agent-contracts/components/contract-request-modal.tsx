import { zodResolver } from '@hookform/resolvers/zod';
import { isWinLossBasis, type TContractTypeName, type TContractView } from '@kirin/contracts';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useContractAction } from '../api/contract-call';
import {
  EMPTY_TIER,
  toTierFields,
  toTierInput,
  ZContractFields,
  ZFixedContractFields,
  type TContractFields,
} from '../contract-form';
import { contractErrorText } from './contract-error';

type TProps = {
  type: TContractTypeName;
  member: { id: string; username: string };
  /** My own terms: the ceiling shown, and the starting tiers for a first offer. */
  mine: TContractView | null;
  /** The downline's agreed terms (a change starts from them; termination ends them). */
  current: TContractView | null;
  maxTiers: number;
  onClose: () => void;
};

/** Spec section 2 "contract request and termination": offer or change terms with a tier editor, or ask to end. */
export function ContractRequestModal({ type, member, mine, current, maxTiers, onClose }: TProps) {
  const { t } = useTranslation();
  const action = useContractAction(type);
  const [serverError, setServerError] = useState<string | null>(null);
  const basis = mine?.basis ?? 'VALID_BET';
  const isWinLoss = isWinLossBasis(basis);
  // A downline is paid the way its upline is: fixed amounts under fixed amounts.
  const isFixed = mine?.tiers[0]?.rateType === 'F';
  // The win/loss bases hide the single rate (derived from the two rates); fixed amounts have none.
  const emptyTier = { ...EMPTY_TIER, rate: isWinLoss || isFixed ? '0' : '' };
  const start = (current ?? mine)?.tiers.map(toTierFields) ?? [emptyTier];
  const { register, control, handleSubmit, formState } = useForm<TContractFields>({
    resolver: zodResolver(isFixed ? ZFixedContractFields : ZContractFields),
    defaultValues: { tiers: start },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'tiers' });
  const errors = formState.errors.tiers;

  const send = async (body: Parameters<typeof action.mutateAsync>[0]) => {
    setServerError(null);
    try {
      await action.mutateAsync(body);
      onClose();
    } catch (error) {
      setServerError(contractErrorText(t, error));
    }
  };
  const submit = handleSubmit((values) =>
    send({
      action: 'NEW',
      memberId: member.id,
      tiers: values.tiers.map((f) => toTierInput(f, isWinLoss, type === 'DIVIDEND', isFixed)),
    }),
  );
  const cell = (index: number, name: keyof TContractFields['tiers'][number], label: string) => (
    <label className="contract-editor__field">
      <span>{label}</span>
      <input
        {...register(`tiers.${index}.${name}`)}
        inputMode="decimal"
        data-testid={`tier-${index}-${name}`}
        aria-invalid={errors?.[index]?.[name] ? true : undefined}
      />
      {errors?.[index]?.[name]?.message ? (
        <small className="contract-editor__error">{t(errors[index][name].message)}</small>
      ) : null}
    </label>
  );

  return (
    <Modal
      name="contract-request"
      title={t('agent_contracts_request_title', { username: member.username })}
      onClose={onClose}
      size="large"
    >
      <form className="contract-editor" onSubmit={submit} noValidate data-testid="contract-editor">
        {fields.map((field, index) => (
          <fieldset key={field.id} className="contract-editor__tier" data-testid="contract-editor-tier">
            <legend>{t('agent_contracts_tier_n', { n: index + 1 })}</legend>
            {cell(index, 'minValidBet', t('agent_contracts_min_valid_bet'))}
            {type === 'DIVIDEND' ? cell(index, 'minNetLoss', t('agent_contracts_min_net_loss')) : null}
            {cell(index, 'minActive', t('agent_contracts_min_active'))}
            {isFixed ? (
              cell(index, 'amount', t('agent_contracts_fixed_amount'))
            ) : isWinLoss ? (
              <>
                {cell(index, 'winRate', t('agent_contracts_win_rate_percent'))}
                {cell(index, 'lossRate', t('agent_contracts_loss_rate_percent'))}
              </>
            ) : (
              cell(index, 'rate', t('agent_contracts_rate_percent'))
            )}
            {fields.length > 1 ? (
              <Button variant="ghost" onClick={() => remove(index)} data-testid={`tier-${index}-remove`}>
                {t('agent_contracts_remove_tier')}
              </Button>
            ) : null}
          </fieldset>
        ))}
        {fields.length < maxTiers ? (
          <Button variant="secondary" onClick={() => append(emptyTier)} data-testid="contract-add-tier">
            {t('agent_contracts_add_tier')}
          </Button>
        ) : null}
        {serverError ? (
          <p className="contract-editor__error" role="alert" data-testid="contract-request-error">
            {serverError}
          </p>
        ) : null}
        <div className="contract-editor__actions">
          {current ? (
            <Button
              variant="secondary"
              disabled={action.isPending || current.requestKind === 'TERMINATION'}
              onClick={() => void send({ action: 'TERMINATION', contractId: current.id })}
              data-testid="contract-request-termination"
            >
              {t('agent_contracts_request_termination')}
            </Button>
          ) : null}
          <Button type="submit" disabled={action.isPending} data-testid="contract-request-submit">
            {t('agent_contracts_send_request')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
