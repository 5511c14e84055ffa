import type { TGameCard } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { GameGrid } from './game-grid';

type TGameMaintenanceDialogProps = { suggestions: TGameCard[]; onClose: () => void };

/** Spec section 8: "game maintenance (suggests other popular games)"; a suggestion launches at once. */
export function GameMaintenanceDialog({ suggestions, onClose }: TGameMaintenanceDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      name="gameMaintenance"
      title={t('game_maintenance_title')}
      onClose={onClose}
      size={suggestions.length > 0 ? 'large' : 'small'}
      footer={<Button onClick={onClose}>{t('confirm')}</Button>}
    >
      <p className="dialog-message" data-testid="game-maintenance-message">
        {t('game_maintenance')}
      </p>
      {suggestions.length > 0 && (
        <section className="game-suggestions" aria-label={t('game_maintenance_suggestions')}>
          <h3 className="game-section__title">{t('game_maintenance_suggestions')}</h3>
          <GameGrid games={suggestions} testId="game-suggestions" isCompact />
        </section>
      )}
    </Modal>
  );
}
