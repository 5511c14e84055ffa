import { ZFavouriteIds, type TFavouriteIds } from '@kirin/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { errorMessageKey } from '../../../lib/api-error';
import { useModalStore } from '../../../lib/modal-store';
import { FAVOURITE_GAMES_KEY } from './get-favourite-games';
import { FAVOURITE_IDS_KEY, writeCachedFavouriteIds } from './get-favourite-ids';
import { relayPath } from './games-query-keys';

export type TFavouriteToggle = { gameId: string; isFavourite: boolean };

/** POST MCSFE_addFavoriteGame or MCSFE_removeFavoriteGame (T): answers the ids after the change. */
export function sendFavouriteToggle({ gameId, isFavourite }: TFavouriteToggle) {
  const call = isFavourite ? 'MCSFE_removeFavoriteGame' : 'MCSFE_addFavoriteGame';
  return apiSend('POST', relayPath(call), ZFavouriteIds, { body: { gameId } });
}

function toggled(ids: TFavouriteIds | undefined, { gameId, isFavourite }: TFavouriteToggle): TFavouriteIds {
  const list = (ids?.list ?? []).filter((id) => id !== gameId);
  return { list: isFavourite ? list : [...list, gameId] };
}

/**
 * Adds or removes a favourite optimistically: the heart changes at once, goes back if the server refuses
 * (its message shown), and takes the server's list when it answers.
 */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  const openModal = useModalStore((s) => s.openModal);
  const publish = (ids: TFavouriteIds | undefined) => {
    queryClient.setQueryData(FAVOURITE_IDS_KEY, ids);
    writeCachedFavouriteIds(ids);
  };
  return useMutation({
    mutationFn: sendFavouriteToggle,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: FAVOURITE_IDS_KEY });
      const previous = queryClient.getQueryData<TFavouriteIds>(FAVOURITE_IDS_KEY);
      publish(toggled(previous, change));
      return { previous };
    },
    onError: (error, _change, context) => {
      publish(context?.previous);
      openModal({ name: 'warning', messageKey: errorMessageKey(error) });
    },
    onSuccess: (ids) => publish(ids),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAVOURITE_GAMES_KEY }),
  });
}
