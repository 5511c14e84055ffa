import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { pageCountOf, Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { useFormatDateTime } from '../../../lib/merchant-time';
import { Money } from '../../wallet/components/money';
import { QueryFailure } from '../../wallet/components/query-failure';
import { useReferralFriends } from '../api/get-referral-friends';

const FRIENDS_PAGE_SIZE = 10;

/** The invited friends, newest first: masked name, when they registered, their status and the reward. */
export function ReferralFriends() {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const [page, setPage] = useState(1);
  const friends = useReferralFriends({ page, pageSize: FRIENDS_PAGE_SIZE });
  const list = friends.data?.list ?? [];

  return (
    <section className="referral-friends" aria-labelledby="referral-friends-title">
      <h4 id="referral-friends-title" className="referral-section__title">
        {t('referral_friends')}
      </h4>
      {friends.isPending && <Spinner />}
      {friends.isError && (
        <QueryFailure
          error={friends.error}
          onRetry={() => void friends.refetch()}
          testId="referral-friends-error"
        />
      )}
      {friends.isSuccess && list.length === 0 && (
        <EmptyState message={t('referral_friends_none')} icon="users" />
      )}
      {list.length > 0 && (
        <ul className="referral-friends__list" data-testid="referral-friends">
          {list.map((friend) => (
            <li
              key={`${friend.username}-${friend.registeredAt}`}
              className="referral-friends__item"
              data-testid="referral-friend"
              data-status={friend.status}
            >
              <div className="referral-friends__who">
                <strong data-testid="referral-friend-name">{friend.username}</strong>
                <span className="referral-friends__when">
                  {t('referral_registered_at', { time: formatTime(friend.registeredAt) })}
                </span>
                {friend.status !== 'QUALIFIED' && friend.status !== 'EXPIRED' && friend.deadline && (
                  <span className="referral-friends__when">
                    {t('referral_deadline', { time: formatTime(friend.deadline) })}
                  </span>
                )}
              </div>
              <div className="referral-friends__outcome">
                <span
                  className="referral-status"
                  data-status={friend.status}
                  data-testid="referral-friend-status"
                >
                  {t(`referral_status_${friend.status}`)}
                </span>
                {friend.rewardMinor > 0 ? (
                  <strong>
                    <Money minor={friend.rewardMinor} isSigned testId="referral-friend-reward" />
                  </strong>
                ) : (
                  friend.rewardNote && (
                    <span className="referral-friends__when" data-testid="referral-friend-note">
                      {t(`referral_note_${friend.rewardNote}`)}
                    </span>
                  )
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {friends.data && (
        <Pager
          page={page}
          pageCount={pageCountOf(friends.data.total, FRIENDS_PAGE_SIZE)}
          onChange={setPage}
          testIdPrefix="referral-friends"
        />
      )}
    </section>
  );
}
