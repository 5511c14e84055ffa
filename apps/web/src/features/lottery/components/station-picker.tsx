import { useTranslation } from 'react-i18next';
import { stationNameOf } from './prize-board';

type TStationPickerProps = {
  stationIds: readonly string[];
  selected: string[];
  min: number;
  max: number;
  onChange: (selected: string[]) => void;
};

/** The stations (đài chính first) a Vietnamese bet covers, between the bet type's min and max. */
export function StationPicker({ stationIds, selected, min, max, onChange }: TStationPickerProps) {
  const { t } = useTranslation();
  const toggle = (id: string) => {
    if (selected.includes(id)) onChange(selected.filter((s) => s !== id));
    else if (max === 1) onChange([id]);
    else if (selected.length < max) onChange(stationIds.filter((s) => s === id || selected.includes(s)));
  };
  return (
    <fieldset className="lottery-stations-picker" data-testid="lottery-stations">
      <legend>
        {min === max
          ? t('lottery_stations_exact', { count: min })
          : t('lottery_stations_range', { min, max })}
      </legend>
      {stationIds.map((id, index) => (
        <label key={id} className="lottery-check">
          <input
            type="checkbox"
            checked={selected.includes(id)}
            disabled={!selected.includes(id) && selected.length >= max && max > 1}
            data-testid={`lottery-station-${id}`}
            onChange={() => toggle(id)}
          />
          {stationNameOf(id)}
          {index === 0 && <span className="lottery-muted"> ({t('lottery_main_station')})</span>}
        </label>
      ))}
    </fieldset>
  );
}

/** The stations a new bet starts on: the first `min` of the (the đài chính first). */
export function defaultStations(stationIds: readonly string[], min: number): string[] {
  return stationIds.slice(0, Math.max(1, min));
}
