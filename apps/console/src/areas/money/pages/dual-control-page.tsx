import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanWrite, useMerchantCode } from '../../../app/area-context';
import { ErrorNote } from '../../../components/ui/error-note';
import { PageHeader } from '../../../components/ui/page-header';
import { formatDateTime, formatMinorUnits } from '../../../lib/format';
import { dualControlKey, fetchDualControl } from '../api/dual-control';
import { DUAL_CONTROL_LIMITS, DualControlForm } from './dual-control-form';
import '../../../styles/money.css';

/** The merchant's dual-control limits: finance reads them, owners change them. */
export default function DualControlPage() {
  const { t } = useTranslation('money');
  const merchant = useMerchantCode();
  const canWrite = useCanWrite();
  const limits = useQuery({
    queryKey: dualControlKey(merchant),
    queryFn: ({ signal }) => fetchDualControl(merchant, signal),
  });
  return (
    <>
      <PageHeader title={t('dualControl.title')}>
        <p className="page-lead">{t('dualControl.lead')}</p>
      </PageHeader>
      <ErrorNote error={limits.error} />
      {limits.isPending ? <p className="loading">{t('console:table.loading')}</p> : null}
      {limits.data ? (
        <section className="card">
          <dl className="facts">
            <dt>{t('dualControl.limits.adjustmentSingleOperatorMax')}</dt>
            <dd>
              {formatMinorUnits(limits.data.adjustmentSingleOperatorMax)}{' '}
              <span className="muted">{t('dualControl.adjustmentSingleHelp')}</span>
            </dd>
            {canWrite
              ? null
              : DUAL_CONTROL_LIMITS.map((name) => (
                  <Fragment key={name}>
                    <dt>{t(`dualControl.limits.${name}`)}</dt>
                    <dd>{formatMinorUnits(limits.data[name])}</dd>
                  </Fragment>
                ))}
            <dt>{t('dualControl.updatedAt')}</dt>
            <dd>{formatDateTime(limits.data.updatedAt)}</dd>
          </dl>
          {canWrite ? <DualControlForm merchant={merchant} limits={limits.data} /> : null}
        </section>
      ) : null}
    </>
  );
}
