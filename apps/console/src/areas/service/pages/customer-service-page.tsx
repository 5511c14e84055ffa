import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCanWrite, useMerchantCode } from '../../../app/area-context';
import { ErrorNote } from '../../../components/ui/error-note';
import { PageHeader } from '../../../components/ui/page-header';
import '../../../styles/service.css';
import { customerServiceKey, fetchCustomerService } from '../api/customer-service';
import { CustomerServiceForm } from './customer-service-form';

/**
 * The customer service entries the site offers (VIP line, live chat), with a path per client if needed.
 * Only owners change them (the route's own rule); support and the auditor read them.
 */
export default function CustomerServicePage() {
  const { t } = useTranslation('service');
  const merchant = useMerchantCode();
  const canWrite = useCanWrite();
  const entries = useQuery({
    queryKey: customerServiceKey(merchant),
    queryFn: ({ signal }) => fetchCustomerService(merchant, signal),
  });
  return (
    <>
      <PageHeader title={t('customerService.title')}>
        <p className="page-lead">{t('customerService.lead')}</p>
      </PageHeader>
      <ErrorNote error={entries.error} />
      {!entries.data ? (
        entries.isPending ? (
          <p className="loading">{t('console:table.loading')}</p>
        ) : null
      ) : canWrite ? (
        <CustomerServiceForm merchant={merchant} entries={entries.data} />
      ) : (
        <div className="table-scroll">
          <table>
            <caption className="visually-hidden">{t('customerService.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('customerService.type')}</th>
                <th scope="col">{t('customerService.path')}</th>
                <th scope="col">{t('customerService.clientPaths')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.data.length === 0 ? (
                <tr>
                  <td colSpan={3} className="table-message">
                    {t('customerService.none')}
                  </td>
                </tr>
              ) : (
                entries.data.map((entry, index) => (
                  <tr key={index}>
                    <td>{t(`customerService.types.${entry.csType}`)}</td>
                    <td>
                      <code>{entry.path}</code>
                    </td>
                    <td>
                      {entry.version?.pathList.map((p) => (
                        <div key={`${p.type}-${p.path}`}>
                          {t(`customerService.clients.${p.type}`)}: <code>{p.path}</code>
                        </div>
                      ))}
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
