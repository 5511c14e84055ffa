import { useTranslation } from 'react-i18next';
import { Button } from './button';

type TPagerProps = {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Test ids `{prefix}-prev`, `{prefix}-next`, `{prefix}-status`. */
  testIdPrefix: string;
};

/** Previous and next with "page x of y"; hidden when everything fits on one page. */
export function Pager({ page, pageCount, onChange, testIdPrefix }: TPagerProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav className="pager" aria-label={t('pager_label')}>
      <Button
        variant="secondary"
        size="small"
        data-testid={`${testIdPrefix}-prev`}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        {t('pager_prev')}
      </Button>
      <span className="pager__status" data-testid={`${testIdPrefix}-status`}>
        {t('pager_status', { page, total: pageCount })}
      </span>
      <Button
        variant="secondary"
        size="small"
        data-testid={`${testIdPrefix}-next`}
        disabled={page >= pageCount}
        onClick={() => onChange(page + 1)}
      >
        {t('pager_next')}
      </Button>
    </nav>
  );
}

/** How many pages `total` items fill at `pageSize` a page (at least one). */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
