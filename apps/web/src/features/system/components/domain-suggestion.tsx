import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DOMAIN_PROBE_TIMEOUT_MS } from '../domain-probe';
import { useDomainSuggestion } from '../use-domain-suggestion';
import './site-notices.css';

/** A slim bar naming a faster address of the site, with a link to it and a way to say no for this tab. */
export function DomainSuggestion() {
  const { t } = useTranslation();
  const { suggestion, dismiss } = useDomainSuggestion();
  if (!suggestion) return null;
  const { pathname, search, protocol } = window.location;
  const current =
    suggestion.currentSpeed > 0 ? String(suggestion.currentSpeed) : `> ${DOMAIN_PROBE_TIMEOUT_MS}`;
  return (
    <div className="site-notice" role="status" data-testid="domain-suggestion">
      <p className="site-notice__text">
        {t('domain_faster_address', { domain: suggestion.domain, fast: suggestion.speed, current })}
      </p>
      <div className="site-notice__actions">
        <a
          className="button button--primary button--small"
          href={`${protocol}//${suggestion.domain}${pathname}${search}`}
        >
          {t('domain_open_faster')}
        </a>
        <Button variant="ghost" size="small" onClick={dismiss}>
          {t('close')}
        </Button>
      </div>
    </div>
  );
}
