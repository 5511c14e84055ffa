import type { TAuditEntry } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { formatDateTime } from '../../../lib/format';
import { JsonDiffTable } from './json-diff-table';

/** One audit row in full: who, when, from where, and its before/after field by field. */
export function AuditEntryDialog({ entry, onClose }: { entry: TAuditEntry; onClose: () => void }) {
  const { t } = useTranslation('platform');
  return (
    <Dialog title={t('audit.entryTitle', { action: entry.action, id: entry.id })} isOpen onClose={onClose}>
      <dl className="facts">
        <dt>{t('audit.at')}</dt>
        <dd>{formatDateTime(entry.at)}</dd>
        <dt>{t('audit.operator')}</dt>
        <dd>{entry.operatorUsername ?? t('audit.commandLine')}</dd>
        <dt>{t('audit.action')}</dt>
        <dd>
          <code>{entry.action}</code>
        </dd>
        <dt>{t('audit.target')}</dt>
        <dd>
          <code>{entry.target ?? '—'}</code>
        </dd>
        <dt>{t('audit.merchant')}</dt>
        <dd>{entry.merchantCode ?? '—'}</dd>
        <dt>{t('audit.ip')}</dt>
        <dd>{entry.ip ?? '—'}</dd>
        <dt>{t('audit.requestId')}</dt>
        <dd>
          <code>{entry.requestId ?? '—'}</code>
        </dd>
      </dl>
      <JsonDiffTable before={entry.before} after={entry.after} />
    </Dialog>
  );
}
