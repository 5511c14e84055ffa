import { SLOT_GAME_CODE } from '@kirin/contracts';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { readFairForm, type TFairField, type TFairFormProblems, type TFairFormText } from '../fair-form-text';
import { FAIR_GAMES, type TFairForm, type TFairGame } from '../recompute-round';

type TFieldProps = {
  label: string;
  testId: string;
  value: string;
  onChange: (value: string) => void;
  problem?: string;
  hint?: ReactNode;
  inputMode?: 'numeric' | 'decimal';
};

/** One text field of the form, its problem under it. */
function FairField({ label, testId, value, onChange, problem, hint, inputMode }: TFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="account-field fair-form__field">
      <label className="account-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="account-field__input fair-form__input"
        data-testid={testId}
        value={value}
        inputMode={inputMode}
        spellCheck={false}
        autoComplete="off"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && <p className="fair-form__hint">{hint}</p>}
      {problem && (
        <p id={`${id}-problem`} className="account-form__error" role="alert" data-testid="fair-form-error">
          {t(problem)}
        </p>
      )}
    </div>
  );
}

/** Game, seeds, nonce and bet of the round to recompute; `onVerify` gets them checked and parsed. */
export function FairnessForm({
  initial,
  onVerify,
}: {
  initial: TFairFormText;
  onVerify: (form: TFairForm) => void;
}) {
  const { t } = useTranslation();
  const gameId = useId();
  const [text, setText] = useState(initial);
  const [problems, setProblems] = useState<TFairFormProblems>({});
  const isSlot = text.gameCode === SLOT_GAME_CODE;
  const field = (name: TFairField | 'serverSeedHash') => ({
    value: text[name],
    onChange: (value: string) => setText({ ...text, [name]: value }),
    problem: name === 'serverSeedHash' ? undefined : problems[name],
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readFairForm(text);
    setProblems('problems' in read ? read.problems : {});
    if ('form' in read) onVerify(read.form);
  };

  return (
    <form className="fair-form" data-testid="fair-form" onSubmit={submit} noValidate>
      <div className="account-field fair-form__field">
        <label className="account-field__label" htmlFor={gameId}>
          {t('fair_game')}
        </label>
        <select
          id={gameId}
          className="account-field__input"
          data-testid="fair-game"
          value={text.gameCode}
          onChange={(event) => setText({ ...text, gameCode: event.target.value as TFairGame })}
        >
          {FAIR_GAMES.map((code) => (
            <option key={code} value={code}>
              {t(`fair_game_${code}`)}
            </option>
          ))}
        </select>
      </div>
      <FairField label={t('fair_server_seed')} testId="fair-server-seed" {...field('serverSeed')} />
      <FairField
        label={t('fair_server_seed_hash')}
        testId="fair-server-seed-hash"
        hint={t('fair_server_seed_hash_hint')}
        {...field('serverSeedHash')}
      />
      <FairField
        label={t(isSlot ? 'fair_client_seed' : 'fair_round_id')}
        testId="fair-client-seed"
        hint={isSlot ? undefined : t('fair_round_seed_hint')}
        {...field('clientSeed')}
      />
      {isSlot && (
        <div className="fair-form__pair">
          <FairField label={t('fair_nonce')} testId="fair-nonce" inputMode="numeric" {...field('nonce')} />
          <FairField label={t('fair_bet')} testId="fair-bet" inputMode="decimal" {...field('bet')} />
        </div>
      )}
      <Button type="submit" data-testid="fair-verify">
        {t('fair_verify')}
      </Button>
    </form>
  );
}
