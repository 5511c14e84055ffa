import { useQuery } from '@tanstack/react-query';
import { fetchLotteryGames, lotteryGamesKey } from '../api/lottery-games';

/** One game of the merchant's lottery list (its engine, family, result source), shared with the list page. */
export function useLotteryGame(merchant: string, gameCode: string | undefined) {
  const games = useQuery({
    queryKey: [...lotteryGamesKey(merchant), 'all'],
    queryFn: ({ signal }) => fetchLotteryGames(merchant, signal),
  });
  return { ...games, game: games.data?.find((game) => game.gameCode === gameCode) };
}
