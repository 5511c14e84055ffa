import type { TGameCategory } from '@kirin/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { useGameList } from '../api/get-game-list';
import { useVassGameTypes } from '../api/get-vass-game-types';
import { GameGrid } from './game-grid';
import { LoadFailure } from './load-failure';

type TGamePopupModalProps = { vassalage: string; title: string; onClose: () => void };

/** The "game popup" of a vendor card: its games by game type (GCSGAME_getVassGameType tabs). */
export function GamePopupModal({ vassalage, title, onClose }: TGamePopupModalProps) {
  const { t, i18n } = useTranslation();
  const types = useVassGameTypes({ vassalage, language: i18n.language });
  const [chosenType, setChosenType] = useState<string | null>(null);
  const typeList = types.data?.list.filter((type) => type.count > 0) ?? [];
  const selected = typeList.find((type) => type.gameType === chosenType) ?? typeList[0];

  return (
    <Modal name="gamePopup" title={types.data?.displayName ?? title} onClose={onClose} size="large">
      {types.isPending ? (
        <Spinner />
      ) : types.isError ? (
        <LoadFailure error={types.error} onRetry={() => void types.refetch()} testId="game-popup-error" />
      ) : !selected ? (
        <EmptyState icon="slots" message={t('games_empty_vendor', { vendor: title })} />
      ) : (
        <>
          <Tabs
            label={t('game_types')}
            tabs={typeList.map((type) => ({
              id: type.gameType,
              label: t(`game_type_${type.gameType}`, { defaultValue: type.gameType }),
            }))}
            selectedId={selected.gameType}
            onSelect={setChosenType}
            testIdPrefix="game-type-"
          />
          <div role="tabpanel" className="game-popup__panel">
            <PopupGames
              vassalage={vassalage}
              gameType={selected.gameType}
              gameCategory={selected.gameCategory}
            />
          </div>
        </>
      )}
    </Modal>
  );
}

type TPopupGamesProps = { vassalage: string; gameType: string; gameCategory: TGameCategory };

function PopupGames({ vassalage, gameType, gameCategory }: TPopupGamesProps) {
  const { t, i18n } = useTranslation();
  const games = useGameList({ vassalage, gameType, gameCategory, language: i18n.language });
  if (games.isPending) return <Spinner />;
  if (games.isError)
    return <LoadFailure error={games.error} onRetry={() => void games.refetch()} testId="game-popup-error" />;
  if (games.data.list.length === 0)
    return <EmptyState icon="slots" message={t('games_empty_vendor', { vendor: vassalage })} />;
  return <GameGrid games={games.data.list} testId="game-popup-list" isCompact />;
}
