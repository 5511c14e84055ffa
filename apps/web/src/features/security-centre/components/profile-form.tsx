import { zodResolver } from '@hookform/resolvers/zod';
import { BIRTHDAY_MIN_AGE_YEARS, hasMinimumAge, parsePatternDate, type TMemberInfo } from '@kirin/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { applyFormError } from '../../accounts/apply-form-error';
import { AccountFormError, AccountTextField } from '../../accounts/components/account-text-field';
import { useUpdateProfile, type TProfileUpdate } from '../api/update-profile';
import { latestBirthdayFor } from '../birthday-age';
import { SuccessNote } from './success-note';

const NICKNAME_MAX_CHARS = 32;
const REAL_NAME_MAX_CHARS = 50;

const ZProfileForm = z.object({
  nickname: z.string().trim().max(NICKNAME_MAX_CHARS, 'security_nickname_rule'),
  payeeName: z.string().trim().max(REAL_NAME_MAX_CHARS, 'security_real_name_rule'),
  birthday: z
    .string()
    .trim()
    .refine((value) => value === '' || parsePatternDate(value) !== null, 'security_birthday_invalid')
    .refine(
      (value) => parsePatternDate(value) === null || hasMinimumAge(value, BIRTHDAY_MIN_AGE_YEARS),
      'birthday_min_age',
    ),
});
type TProfileForm = z.infer<typeof ZProfileForm>;
const FIELDS = ['nickname', 'payeeName', 'birthday'] as const;

/** The body to send: the nickname when edited, the real name and birthday only while they are unset. */
function buildProfileUpdate(values: TProfileForm, info: TMemberInfo): TProfileUpdate {
  const body: TProfileUpdate = {};
  if (values.nickname !== (info.nickname ?? '')) body.nickname = values.nickname;
  if (!info.payeeName && values.payeeName) body.payeeName = values.payeeName;
  if (!info.birthday && values.birthday) body.birthday = values.birthday;
  return body;
}

/** Nickname (always editable), real name and birthday (each set once, then read-only). */
export function ProfileForm({ info }: { info: TMemberInfo }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [isSaved, setIsSaved] = useState(false);
  const { register, handleSubmit, setError, reset, formState } = useForm<TProfileForm>({
    resolver: zodResolver(ZProfileForm),
    defaultValues: { nickname: info.nickname ?? '', payeeName: '', birthday: '' },
  });
  const { errors } = formState;

  const save = handleSubmit(async (values) => {
    setIsSaved(false);
    try {
      await update.mutateAsync(buildProfileUpdate(values, info));
      // What was sent is now the saved state; the set-once fields turn read-only as member info reloads.
      reset({ nickname: values.nickname, payeeName: '', birthday: '' });
      setIsSaved(true);
    } catch (error) {
      applyFormError(error, setError, FIELDS);
    }
  });

  return (
    <form className="account-form security-form" onSubmit={save} noValidate>
      <AccountTextField
        label={t('security_nickname')}
        registration={register('nickname')}
        message={errors.nickname?.message}
        testId="security-nickname"
        autoComplete="nickname"
      />
      {info.payeeName ? (
        <LockedValue
          label={t('security_real_name')}
          value={info.payeeName}
          note={t('security_real_name_locked')}
          testId="security-real-name"
        />
      ) : (
        <AccountTextField
          label={t('security_real_name')}
          registration={register('payeeName')}
          message={errors.payeeName?.message}
          testId="security-real-name"
          autoComplete="name"
          placeholder={t('security_set_once_hint')}
        />
      )}
      {info.birthday ? (
        <LockedValue
          label={t('security_birthday')}
          value={info.birthday}
          note={t('security_birthday_locked')}
          testId="security-birthday"
        />
      ) : (
        <AccountTextField
          label={t('security_birthday')}
          registration={register('birthday')}
          message={errors.birthday?.message}
          testId="security-birthday"
          type="date"
          max={latestBirthdayFor(BIRTHDAY_MIN_AGE_YEARS)}
        />
      )}
      <AccountFormError messageKey={errors.root?.server?.message} testId="security-profile-error" />
      {isSaved && <SuccessNote messageKey="security_profile_saved" />}
      <Button
        type="submit"
        disabled={!formState.isDirty || formState.isSubmitting}
        data-testid="security-save-profile"
      >
        {t('security_save')}
      </Button>
    </form>
  );
}

type TLockedValueProps = { label: string; value: string; note: string; testId: string };

/** A value the member set once and can no longer change here. */
function LockedValue({ label, value, note, testId }: TLockedValueProps) {
  return (
    <div className="account-field" data-testid={testId}>
      <span className="account-field__label">{label}</span>
      <span className="security-field__value">{value}</span>
      <span className="account-form__hint">{note}</span>
    </div>
  );
}
