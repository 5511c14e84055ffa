import { zodResolver } from '@hookform/resolvers/zod';
import { ZInvitationCode, ZTeamContractType, type TInvitationCreate } from '@kirin/contracts';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../../components/ui/button';
import { applyFormError } from '../../../accounts/apply-form-error';
import { AccountFormError, AccountTextField } from '../../../accounts/components/account-text-field';
import { useCreateInvitation } from '../api/agent-team-api';

/** A percentage with up to four decimals (ppm precision), 0–100. */
const ZPercentText = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,4})?$/, 'agent_team_rate_rule')
  .refine((text) => Number(text) <= 100, 'agent_team_rate_rule');
const ZWholeText = z
  .string()
  .trim()
  .regex(/^\d{1,12}$/, 'agent_team_number_rule');

const ZInvitationForm = z.object({
  kind: z.enum(['MEMBER', 'AGENT']),
  code: z.union([z.literal(''), ZInvitationCode]),
  note: z.string().trim().max(64, 'agent_team_note_rule'),
  offers: z.array(
    z.object({
      contractType: ZTeamContractType,
      rate: ZPercentText,
      minValidBet: ZWholeText,
      minActive: ZWholeText,
    }),
  ),
});
type TInvitationForm = z.infer<typeof ZInvitationForm>;
const FIELDS = ['kind', 'code', 'note', 'offers'] as const;

/** The form's values as the create call takes them: one tier per offered contract, rates in ppm. */
export function toInvitationCreate(values: TInvitationForm): TInvitationCreate {
  return {
    kind: values.kind,
    ...(values.code ? { code: values.code } : {}),
    ...(values.note ? { note: values.note } : {}),
    offers:
      values.kind === 'AGENT'
        ? values.offers.map((offer) => ({
            contractType: offer.contractType,
            tiers: [
              {
                minValidBetMinor: Number(offer.minValidBet) * 100,
                minActive: Number(offer.minActive),
                rateType: 'P' as const,
                ratePpm: Math.round(Number(offer.rate) * 10_000),
              },
            ],
          }))
        : [],
  };
}

/** A new link: kind, an optional chosen code and label, and for an AGENT link the contracts it offers. */
export function InvitationForm() {
  const { t } = useTranslation();
  const create = useCreateInvitation();
  const [createdCode, setCreatedCode] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, reset, watch, formState } = useForm<TInvitationForm>({
    resolver: zodResolver(ZInvitationForm),
    defaultValues: { kind: 'MEMBER', code: '', note: '', offers: [] },
  });
  const offers = useFieldArray({ control, name: 'offers' });
  const { errors, isSubmitting } = formState;
  const kind = watch('kind');

  const submit = handleSubmit(async (values) => {
    setCreatedCode(null);
    try {
      const link = await create.mutateAsync(toInvitationCreate(values));
      setCreatedCode(link.code);
      reset();
    } catch (error) {
      applyFormError(error, setError, FIELDS);
    }
  });

  return (
    <form className="account-form agent-team-form" onSubmit={submit} noValidate data-testid="invitation-form">
      <div className="account-field">
        <label className="account-field__label" htmlFor="invitation-kind">
          {t('agent_team_link_kind')}
        </label>
        <select
          id="invitation-kind"
          className="account-field__input"
          data-testid="invitation-kind"
          {...register('kind')}
        >
          <option value="MEMBER">{t('agent_team_link_kind_MEMBER')}</option>
          <option value="AGENT">{t('agent_team_link_kind_AGENT')}</option>
        </select>
      </div>
      <AccountTextField
        label={t('agent_team_code_optional')}
        autoComplete="off"
        testId="invitation-code"
        registration={register('code')}
        message={errors.code?.message}
      />
      <AccountTextField
        label={t('agent_team_note')}
        autoComplete="off"
        testId="invitation-note"
        registration={register('note')}
        message={errors.note?.message}
      />
      {kind === 'AGENT' && (
        <fieldset className="agent-team-section">
          <legend>{t('agent_team_offers')}</legend>
          <p className="account-form__hint">{t('agent_team_offers_hint')}</p>
          {offers.fields.map((field, index) => (
            <div key={field.id} className="agent-team-offer" data-testid="invitation-offer">
              <div className="account-field">
                <label className="account-field__label" htmlFor={`offer-type-${field.id}`}>
                  {t('agent_team_contract_type')}
                </label>
                <select
                  id={`offer-type-${field.id}`}
                  className="account-field__input"
                  data-testid="offer-type"
                  {...register(`offers.${index}.contractType`)}
                >
                  {ZTeamContractType.options.map((type) => (
                    <option key={type} value={type}>
                      {t(`agent_team_contract_${type}`)}
                    </option>
                  ))}
                </select>
              </div>
              <AccountTextField
                label={t('agent_team_offer_rate')}
                inputMode="decimal"
                testId="offer-rate"
                registration={register(`offers.${index}.rate`)}
                message={errors.offers?.[index]?.rate?.message}
              />
              <AccountTextField
                label={t('agent_team_offer_min_bet')}
                inputMode="numeric"
                testId="offer-min-bet"
                registration={register(`offers.${index}.minValidBet`)}
                message={errors.offers?.[index]?.minValidBet?.message}
              />
              <AccountTextField
                label={t('agent_team_offer_min_active')}
                inputMode="numeric"
                testId="offer-min-active"
                registration={register(`offers.${index}.minActive`)}
                message={errors.offers?.[index]?.minActive?.message}
              />
              <Button variant="secondary" size="small" onClick={() => offers.remove(index)}>
                {t('agent_team_offer_remove')}
              </Button>
            </div>
          ))}
          <Button
            variant="secondary"
            size="small"
            data-testid="offer-add"
            disabled={offers.fields.length >= ZTeamContractType.options.length}
            onClick={() =>
              offers.append({ contractType: 'DIVIDEND', rate: '', minValidBet: '0', minActive: '0' })
            }
          >
            {t('agent_team_offer_add')}
          </Button>
        </fieldset>
      )}
      <AccountFormError
        testId="invitation-form-error"
        messageKey={errors.root?.server?.message ?? errors.offers?.message}
      />
      {createdCode && (
        <p className="account-form__success" role="status" data-testid="invitation-created">
          {t('agent_team_invitation_created', { code: createdCode })}
        </p>
      )}
      <Button type="submit" disabled={isSubmitting} data-testid="invitation-submit">
        {t('agent_team_invitation_submit')}
      </Button>
    </form>
  );
}
