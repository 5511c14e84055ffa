import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/** Previous / next over a paged list, with "page X of Y"; nothing when everything fits on one page. */
export function AgentPager({
  page,
  pageSize,
  total,
  onPage,
  testId = 'agent-pager',
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="agent-pager" aria-label={t('agent_reports_pages')} data-testid={testId}>
      <Button
        variant="secondary"
        size="small"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        data-testid={`${testId}-previous`}
      >
        {t('agent_reports_previous')}
      </Button>
      <span className="agent-pager__status" aria-live="polite">
        {t('agent_reports_page_of', { page, pages })}
      </span>
      <Button
        variant="secondary"
        size="small"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        data-testid={`${testId}-next`}
      >
        {t('agent_reports_next')}
      </Button>
    </nav>
  );
}
