import type { TMemberInfo } from '@kirin/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { LazyImage } from '../../../components/ui/lazy-image';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/api-error';
import { useAvatarChoices } from '../api/get-avatar-choices';
import { useUpdateAvatar } from '../api/update-avatar';
import { AccountFormError } from '../../accounts/components/account-text-field';

const AVATAR_SIZE_PX = 64;
const CHOICE_SIZE_PX = 48;
const URL_LIKE = /^(?:[a-z][a-z\d+.-]*:|\/)/i;

/** The image address of the member's avatar: a URL as is, or the choice its id names. */
function resolveAvatarUrl(avatar: string | null, choices: { id: string; url: string }[]): string | null {
  if (!avatar) return null;
  if (URL_LIKE.test(avatar)) return avatar;
  return choices.find((choice) => choice.id === avatar)?.url ?? null;
}

/** The current avatar and, on request, the merchant's avatars to choose from. */
export function AvatarPicker({ info }: { info: TMemberInfo }) {
  const { t } = useTranslation();
  const choices = useAvatarChoices();
  const update = useUpdateAvatar();
  const [isPicking, setIsPicking] = useState(false);
  const list = choices.data?.list ?? [];
  const currentUrl = resolveAvatarUrl(info.avatar, list);

  return (
    <div className="security-avatar">
      <div className="security-avatar__current">
        {currentUrl ? (
          <LazyImage
            src={currentUrl}
            alt={t('security_avatar_current')}
            className="security-avatar__image"
            width={AVATAR_SIZE_PX}
            height={AVATAR_SIZE_PX}
          />
        ) : (
          <span className="security-avatar__placeholder" role="img" aria-label={t('security_avatar_none')}>
            {(info.nickname || info.account).slice(0, 1).toUpperCase()}
          </span>
        )}
        <Button
          variant="secondary"
          size="small"
          aria-expanded={isPicking}
          onClick={() => setIsPicking(!isPicking)}
        >
          {t('security_avatar_change')}
        </Button>
      </div>
      {isPicking && choices.isPending && <Spinner />}
      {isPicking && choices.isError && (
        <AccountFormError messageKey={errorMessageKey(choices.error)} testId="security-avatar-error" />
      )}
      {isPicking && choices.isSuccess && (
        <ul className="security-avatar__choices" aria-label={t('security_avatar_choices')}>
          {list.map((choice, index) => (
            <li key={choice.id}>
              <button
                type="button"
                className="security-avatar__choice"
                aria-pressed={choice.id === info.avatar || choice.url === info.avatar}
                aria-label={t('security_avatar_choice', { number: index + 1 })}
                disabled={update.isPending}
                onClick={() => update.mutate(choice.id, { onSuccess: () => setIsPicking(false) })}
              >
                <LazyImage src={choice.url} alt="" width={CHOICE_SIZE_PX} height={CHOICE_SIZE_PX} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {update.isError && (
        <AccountFormError messageKey={errorMessageKey(update.error)} testId="security-avatar-error" />
      )}
    </div>
  );
}
