import { formatLotteryOdds } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/ui/tabs';
import { betTypeGroupOf, groupBetTypes } from '../bet-type-catalogue';
import type { TBetTypeOffer } from '../slip-pricing';
import { useBetTypeName } from './bet-type-name';

type TBetTypePickerProps = {
  offers: readonly TBetTypeOffer[];
  selected: string;
  onSelect: (betCode: string) => void;
};

/** The game's bet types by group (tabs: lô, đề, xiên … / number, big-small …), each with its best odds. */
export function BetTypePicker({ offers, selected, onSelect }: TBetTypePickerProps) {
  const { t } = useTranslation();
  const nameOf = useBetTypeName();
  const groups = groupBetTypes(offers);
  const selectedGroup = betTypeGroupOf(selected);
  const current = groups.find((g) => g.group === selectedGroup) ?? groups[0];
  return (
    <div className="lottery-bet-types">
      {groups.length > 1 && (
        <Tabs
          label={t('lottery_bet_groups')}
          tabs={groups.map(({ group }) => ({ id: group, label: t(`lottery_group_${group}`) }))}
          selectedId={current?.group ?? ''}
          onSelect={(group) => {
            const first = groups.find((g) => g.group === group)?.offers[0];
            if (first) onSelect(first.betCode);
          }}
          testIdPrefix="lottery-group-"
        />
      )}
      <div className="lottery-bet-types__list" role="group" aria-label={t('lottery_bet_types')}>
        {current?.offers.map((offer) => {
          const best = Math.max(0, ...Object.values(offer.odds));
          return (
            <button
              key={offer.betCode}
              type="button"
              className="lottery-bet-type"
              aria-pressed={offer.betCode === selected}
              data-testid={`lottery-bettype-${offer.betCode}`}
              onClick={() => onSelect(offer.betCode)}
            >
              <span>{nameOf(offer.betCode)}</span>
              <span className="lottery-muted">
                {t('lottery_odds_up_to', { odds: formatLotteryOdds(best) })}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
