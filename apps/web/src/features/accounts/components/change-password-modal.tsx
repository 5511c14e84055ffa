import { zodResolver } from '@hookform/resolvers/zod';
import { findNewPasswordRule, type TRegisterRule } from '@kirin/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { paths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useBootData } from '../../../lib/boot-data';
import { changePassword } from '../api/change-password';
import { memberInfoQueryOptions } from '../api/get-member-info';
import { applyFormError } from '../apply-form-error';
import { checkValue } from '../register-validation';
import { AccountFormError, AccountTextField } from './account-text-field';

const FIELDS = ['oldPassword', 'newPassword', 'confirmNewPassword'] as const;

/**
 * Old password required (the site cannot supply it: remember-me keeps it only on the login form), new password
 * through the merchant's password rule, confirmation equal (`checkPass`).
 */
function buildChangePasswordSchema(passwordRule: TRegisterRule) {
  return z
    .object({ oldPassword: z.string(), newPassword: z.string(), confirmNewPassword: z.string() })
    .superRefine((values, ctx) => {
      const fail = (path: (typeof FIELDS)[number], message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (values.oldPassword === '') fail('oldPassword', 'field_required');
      const newMessage = checkValue(
        { field: 'password', rule: passwordRule, isRequired: true },
        values.newPassword,
      );
      if (newMessage) fail('newPassword', newMessage);
      if (values.confirmNewPassword === '') fail('confirmNewPassword', 'field_required');
      else if (values.confirmNewPassword !== values.newPassword) fail('confirmNewPassword', 'checkPass');
    });
}
type TChangePasswordForm = z.infer<ReturnType<typeof buildChangePasswordSchema>>;

/**
 * Change password. Forced (cpw after login: default or expired password) it cannot be closed: no close
 * button, the cover and Escape do nothing, and the title says why. Success reloads login info and goes to /.
 */
export function ChangePasswordModal({ isForced, onClose }: { isForced: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { permission } = useBootData();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const passwordRule = useMemo(
    () => findNewPasswordRule(permission.registerRules),
    [permission.registerRules],
  );
  const schema = useMemo(() => buildChangePasswordSchema(passwordRule), [passwordRule]);
  const { register, handleSubmit, setError, formState } = useForm<TChangePasswordForm>({
    resolver: zodResolver(schema),
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      await changePassword(values);
    } catch (error) {
      applyFormError(error, setError, FIELDS, { OLD_PASSWORD_WRONG: 'oldPassword' });
      return;
    }
    await queryClient.invalidateQueries({ queryKey: memberInfoQueryOptions().queryKey });
    onClose();
    navigate(paths.root());
  });

  return (
    <Modal
      name="changePassword"
      title={t(isForced ? 'change_password_forced_title' : 'change_password_title')}
      onClose={isForced ? ignoreClose : onClose}
      hasCloseButton={!isForced}
      isCoverDisabled={isForced}
      size="small"
    >
      <form className="account-form" onSubmit={submit} noValidate>
        {isForced && <p className="account-form__hint">{t('change_password_forced_reason')}</p>}
        <AccountTextField
          label={t('change_password_old')}
          type="password"
          autoComplete="current-password"
          testId="change-old-password"
          registration={register('oldPassword')}
          message={errors.oldPassword?.message}
        />
        <AccountTextField
          label={t('change_password_new')}
          type="password"
          autoComplete="new-password"
          testId="change-new-password"
          registration={register('newPassword')}
          message={errors.newPassword?.message}
          rule={passwordRule}
        />
        <AccountTextField
          label={t('change_password_confirm')}
          type="password"
          autoComplete="new-password"
          testId="change-confirm-password"
          registration={register('confirmNewPassword')}
          message={errors.confirmNewPassword?.message}
        />
        <AccountFormError testId="change-error" messageKey={errors.root?.server?.message} />
        <Button
          type="submit"
          className="account-form__submit"
          data-testid="change-submit"
          disabled={formState.isSubmitting}
        >
          {t('change_password_submit')}
        </Button>
      </form>
    </Modal>
  );
}

// A forced change has no way out but a new password.
function ignoreClose(): void {}
