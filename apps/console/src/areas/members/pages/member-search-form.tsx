import { MEMBER_SEARCH_KEYS } from '@kirin/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { parseMemberSearch, type TMemberSearch } from '../api/members';

type TMemberSearchFormProps = {
  search: TMemberSearch;
  onSearch: (search: TMemberSearch) => void;
};

/**
 * One search box and the key it searches by. The query is checked against its key with the route's own
 * schema (an e-mail address, an IP address, a phone number), so a typo is shown here, not as a refusal.
 */
export function MemberSearchForm({ search, onSearch }: TMemberSearchFormProps) {
  const { t } = useTranslation('members');
  const [by, setBy] = useState<string>(search.by);
  const [q, setQ] = useState(search.q ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  // The address changed (back button, a link): show what is searched.
  useEffect(() => {
    setBy(search.by);
    setQ(search.q ?? '');
  }, [search.by, search.q]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseMemberSearch({ by, q });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'invalid');
    setProblem(null);
    onSearch({ by: parsed.data.by, q: parsed.data.q });
  }

  return (
    <form className="member-search" role="search" onSubmit={submit} noValidate>
      <label className="filter" htmlFor="member-search-by">
        <span>{t('search.by')}</span>
        <select id="member-search-by" value={by} onChange={(event) => setBy(event.target.value)}>
          {MEMBER_SEARCH_KEYS.map((key) => (
            <option key={key} value={key}>
              {t(`search.keys.${key}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="filter member-search-q" htmlFor="member-search-q">
        <span>{t('search.query')}</span>
        <input
          id="member-search-q"
          type="search"
          value={q}
          maxLength={64}
          placeholder={t(`search.placeholders.${by}`, { defaultValue: '' })}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'member-search-problem' : undefined}
          onChange={(event) => {
            setQ(event.target.value);
            setProblem(null);
          }}
        />
      </label>
      <Button type="submit" variant="primary">
        {t('search.submit')}
      </Button>
      {problem ? (
        <p className="field-error member-search-problem" id="member-search-problem" role="alert">
          {t([`rules.${problem}`, 'rules.invalid'])}
        </p>
      ) : null}
    </form>
  );
}
