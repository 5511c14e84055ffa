import type { TGameCategory } from '@kirin/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { LoadFailure } from './load-failure';
import { useGameList } from '../api/get-game-list';
import { ALL_GROUPS, filterGames } from './filter-games';
import { GameGrid } from './game-grid';

type TVendorGamesProps = { vassalage: string; vendorName: string; gameCategory: TGameCategory };

/** One vendor's games in a category: a group filter, a name search and the cards. */
export function VendorGames({ vassalage, vendorName, gameCategory }: TVendorGamesProps) {
  const { t, i18n } = useTranslation();
  const searchId = useId();
  const games = useGameList({ vassalage, gameCategory, language: i18n.language });
  const [groupCode, setGroupCode] = useState(ALL_GROUPS);
  const [keyword, setKeyword] = useState('');

  if (games.isPending) return <Spinner />;
  if (games.isError)
    return <LoadFailure error={games.error} onRetry={() => void games.refetch()} testId="game-list-error" />;
  if (games.data.list.length === 0)
    return <EmptyState icon="slots" message={t('games_empty_vendor', { vendor: vendorName })} />;

  const groups = games.data.groups.filter((group) => group.gameMenus.length > 0);
  // A group that has gone (the list was refreshed) falls back to all games.
  const selectedGroup = groups.some((group) => group.gameGroupCode === groupCode) ? groupCode : ALL_GROUPS;
  const shown = filterGames(games.data, selectedGroup, keyword);

  return (
    <div className="vendor-games">
      <div className="vendor-games__filters">
        {groups.length > 0 && (
          <Tabs
            label={t('game_groups')}
            tabs={[
              { id: ALL_GROUPS, label: t('game_group_all') },
              ...groups.map((group) => ({ id: group.gameGroupCode, label: group.labelName })),
            ]}
            selectedId={selectedGroup}
            onSelect={setGroupCode}
            testIdPrefix="game-group-"
          />
        )}
        <label className="vendor-games__search" htmlFor={searchId}>
          <span className="visually-hidden">{t('game_search')}</span>
          <input
            id={searchId}
            type="search"
            data-testid="game-search"
            placeholder={t('game_search')}
            value={keyword}
            maxLength={50}
            onChange={(event) => setKeyword(event.target.value)}
          />
        </label>
      </div>
      {shown.length === 0 ? (
        <EmptyState icon="compass" message={t('game_search_empty', { keyword: keyword.trim() })} />
      ) : (
        <GameGrid games={shown} testId="game-list" />
      )}
    </div>
  );
}
