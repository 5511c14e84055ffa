import type { TLotteryPickSpec } from '@kirin/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { numbersOf } from '../quick-pick';

type TCap = { pick: string; mode: 'HALF_PAY' | 'CLOSED' };

type TPickPadProps = {
  spec: TLotteryPickSpec;
  picks: string[];
  cappedPicks: TCap[];
  onChange: (picks: string[]) => void;
};

/** Ranges up to this size show every number as a button; larger ones (3- and 4-digit) a keypad per digit. */
const GRID_MAX_SIZE = 100;

const capOf = (caps: TCap[], pick: string) => caps.find((cap) => cap.pick === pick)?.mode;

/** The picker a bet type's pick spec asks for: a number grid, a keypad per digit, or option buttons. */
export function PickPad({ spec, picks, cappedPicks, onChange }: TPickPadProps) {
  const countMax = spec.countMax ?? spec.count;
  const isFull = picks.length >= countMax;
  const toggle = (pick: string) => {
    if (picks.includes(pick)) onChange(picks.filter((p) => p !== pick));
    else if (countMax === 1) onChange([pick]);
    else if (!isFull) onChange([...picks, pick]);
  };
  if (spec.type === 'OPTIONS')
    return <OptionButtons options={spec.options} picks={picks} onToggle={toggle} />;
  if (spec.max - spec.min + 1 <= GRID_MAX_SIZE)
    return (
      <NumberGrid
        values={numbersOf(spec)}
        picks={picks}
        cappedPicks={cappedPicks}
        isFull={isFull && countMax > 1}
        onToggle={toggle}
      />
    );
  return (
    <DigitKeypad
      spec={spec}
      picks={picks}
      cappedPicks={cappedPicks}
      isFull={isFull && countMax > 1}
      onChange={onChange}
    />
  );
}

function OptionButtons({
  options,
  picks,
  onToggle,
}: {
  options: readonly string[];
  picks: string[];
  onToggle: (pick: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="lottery-options" role="group" aria-label={t('lottery_picks')}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className="lottery-option"
          aria-pressed={picks.includes(option)}
          data-testid={`lottery-option-${option}`}
          onClick={() => onToggle(option)}
        >
          {t(`lottery_option_${option}`)}
        </button>
      ))}
    </div>
  );
}

type TGridProps = {
  values: string[];
  picks: string[];
  cappedPicks: TCap[];
  isFull: boolean;
  onToggle: (pick: string) => void;
};

function NumberGrid({ values, picks, cappedPicks, isFull, onToggle }: TGridProps) {
  const { t } = useTranslation();
  return (
    <div
      className="lottery-grid"
      role="group"
      aria-label={t('lottery_picks')}
      data-testid="lottery-number-grid"
    >
      {values.map((value) => {
        const cap = capOf(cappedPicks, value);
        const isPicked = picks.includes(value);
        return (
          <button
            key={value}
            type="button"
            className="lottery-number"
            aria-pressed={isPicked}
            data-capped={cap}
            title={cap ? t(`lottery_cap_${cap}`) : undefined}
            disabled={cap === 'CLOSED' || (isFull && !isPicked)}
            data-testid={`lottery-pick-${value}`}
            onClick={() => onToggle(value)}
          >
            {value}
          </button>
        );
      })}
    </div>
  );
}

type TKeypadProps = {
  spec: Extract<TLotteryPickSpec, { type: 'NUMBERS' }>;
  picks: string[];
  cappedPicks: TCap[];
  isFull: boolean;
  onChange: (picks: string[]) => void;
};

/** One row of digits per position; "Add" puts the composed number on the pick list. Typed lists work too. */
function DigitKeypad({ spec, picks, cappedPicks, isFull, onChange }: TKeypadProps) {
  const { t } = useTranslation();
  const [digits, setDigits] = useState<(string | null)[]>(() =>
    Array.from({ length: spec.digits }, () => null),
  );
  const [typed, setTyped] = useState('');
  const composed = digits.every((d) => d !== null) ? digits.join('') : null;
  const isValid = (value: string) =>
    new RegExp(`^\\d{${spec.digits}}$`).test(value) &&
    Number(value) >= spec.min &&
    Number(value) <= spec.max &&
    capOf(cappedPicks, value) !== 'CLOSED';
  const addAll = (values: string[]) => {
    const countMax = spec.countMax ?? spec.count;
    const next = [...picks];
    for (const value of values)
      if (isValid(value) && !next.includes(value) && next.length < countMax) next.push(value);
    onChange(countMax === 1 && values[0] && isValid(values[0]) ? [values[0]] : next);
  };
  return (
    <div className="lottery-keypad" data-testid="lottery-keypad">
      {digits.map((selected, position) => (
        <div
          key={position}
          className="lottery-keypad__row"
          role="group"
          aria-label={t('lottery_digit_position', { n: position + 1 })}
        >
          {Array.from({ length: 10 }, (_, d) => String(d)).map((d) => (
            <button
              key={d}
              type="button"
              className="lottery-number lottery-number--small"
              aria-pressed={selected === d}
              data-testid={`lottery-digit-${position}-${d}`}
              onClick={() => setDigits((current) => current.map((value, i) => (i === position ? d : value)))}
            >
              {d}
            </button>
          ))}
        </div>
      ))}
      <div className="lottery-keypad__add">
        <output data-testid="lottery-keypad-value">{composed ?? '–'.repeat(spec.digits)}</output>
        <Button
          size="small"
          variant="secondary"
          disabled={composed === null || !isValid(composed) || (isFull && spec.countMax !== 1)}
          data-testid="lottery-keypad-add"
          onClick={() => composed && addAll([composed])}
        >
          {t('lottery_add_number')}
        </Button>
      </div>
      <label className="lottery-keypad__typed">
        <span>{t('lottery_type_numbers')}</span>
        <input
          type="text"
          inputMode="numeric"
          value={typed}
          data-testid="lottery-pick-input"
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            addAll(typed.split(/[\s,;]+/).filter(Boolean));
            setTyped('');
          }}
        />
      </label>
      {picks.length > 0 && (
        <ul className="lottery-chips" data-testid="lottery-picked">
          {picks.map((pick) => (
            <li key={pick}>
              <button
                type="button"
                className="lottery-chip"
                data-capped={capOf(cappedPicks, pick)}
                aria-label={t('lottery_remove_pick', { pick })}
                onClick={() => onChange(picks.filter((p) => p !== pick))}
              >
                {pick} ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
