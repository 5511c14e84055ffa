import { zodResolver } from '@hookform/resolvers/zod';
import { ZTeamAccountCreate, ZTeamAccountKind, type TRegisterRule } from '@kirin/contracts';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../../components/ui/button';
import { useBootData } from '../../../../lib/boot-data';
import { applyFormError } from '../../../accounts/apply-form-error';
import { AccountFormError, AccountTextField } from '../../../accounts/components/account-text-field';
import { checkValue, findRule } from '../../../accounts/register-validation';
import { useCreateTeamAccount } from '../api/agent-team-api';

const FIELDS = ['kind', 'username', 'password', 'confirmPassword'] as const;

/**
 * The request's fields with the merchant's username and password rules, as registration checks them; messages
 * are translation keys (an empty field is field_required, not zod's own words).
 */
function buildAccountSchema(usernameRule?: TRegisterRule, passwordRule?: TRegisterRule) {
  const alwaysOn = (rule?: TRegisterRule) => rule && { ...rule, enabled: true, required: true };
  const fields = z.object({
    kind: ZTeamAccountKind,
    username: z.string().trim(),
    password: z.string(),
    confirmPassword: z.string(),
  });
  return fields.superRefine((values, ctx) => {
    const checks = [
      { field: 'username', rule: alwaysOn(usernameRule), isRequired: true, value: values.username },
      { field: 'password', rule: alwaysOn(passwordRule), isRequired: true, value: values.password },
    ] as const;
    for (const { value, ...spec } of checks) {
      const message = checkValue(spec, value);
      if (message) ctx.addIssue({ code: 'custom', path: [spec.field], message });
    }
    if (values.confirmPassword !== values.password)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'inconsistent_twice' });
  });
}
type TAccountForm = z.infer<ReturnType<typeof buildAccountSchema>>;

/** Opens a player or an agent account directly under the agent; its password must be changed at first login. */
export function TeamAccountForm() {
  const { t } = useTranslation();
  const { permission } = useBootData();
  const usernameRule = findRule(permission.registerRules, 'username');
  const passwordRule = findRule(permission.registerRules, 'password');
  const schema = useMemo(() => buildAccountSchema(usernameRule, passwordRule), [usernameRule, passwordRule]);
  const create = useCreateTeamAccount();
  const [created, setCreated] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<TAccountForm>({
    resolver: zodResolver(schema),
    defaultValues: { kind: 'MEMBER', username: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    setCreated(null);
    try {
      const account = await create.mutateAsync(ZTeamAccountCreate.parse(values));
      setCreated(account.username);
      reset();
    } catch (error) {
      applyFormError(error, setError, FIELDS, { USERNAME_TAKEN: 'username' });
    }
  });

  return (
    <form
      className="account-form agent-team-form"
      onSubmit={submit}
      noValidate
      data-testid="team-account-form"
    >
      <div className="account-field">
        <label className="account-field__label" htmlFor="team-account-kind">
          {t('agent_team_account_kind')}
        </label>
        <select
          id="team-account-kind"
          className="account-field__input"
          data-testid="team-account-kind"
          {...register('kind')}
        >
          <option value="MEMBER">{t('agent_team_kind_MEMBER')}</option>
          <option value="AGENT">{t('agent_team_kind_AGENT')}</option>
        </select>
      </div>
      <AccountTextField
        label={t('register_field_username')}
        autoComplete="off"
        testId="team-account-username"
        registration={register('username')}
        message={errors.username?.message}
        rule={usernameRule}
      />
      <AccountTextField
        label={t('register_field_password')}
        type="password"
        autoComplete="new-password"
        testId="team-account-password"
        registration={register('password')}
        message={errors.password?.message}
        rule={passwordRule}
      />
      <AccountTextField
        label={t('register_field_confirmPassword')}
        type="password"
        autoComplete="new-password"
        testId="team-account-confirm"
        registration={register('confirmPassword')}
        message={errors.confirmPassword?.message}
      />
      <p className="account-form__hint">{t('agent_team_account_hint')}</p>
      <AccountFormError testId="team-account-error" messageKey={errors.root?.server?.message} />
      {created && (
        <p className="account-form__success" role="status" data-testid="team-account-done">
          {t('agent_team_account_done', { account: created })}
        </p>
      )}
      <Button type="submit" disabled={isSubmitting} data-testid="team-account-submit">
        {t('agent_team_account_submit')}
      </Button>
    </form>
  );
}
