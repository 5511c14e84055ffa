import { formatPoints, type TPointGoods } from '@kirin/contracts';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { Spinner } from '../../../components/ui/spinner';
import { Money } from '../../wallet/components/money';
import { QueryFailure } from '../../wallet/components/query-failure';
import { usePointGoods } from '../api/get-point-goods';
import { RedeemDialog } from './redeem-dialog';

function stockText(t: TFunction, goods: TPointGoods): string {
  if (goods.availableQuantity === null) return t('points_stock_unlimited');
  if (goods.availableQuantity === 0) return t('points_sold_out');
  return t('points_stock', { count: goods.availableQuantity });
}

/** The mall: goods with their price in points, stock and window, and the redeem button. */
export function GoodsGrid({ currentPoints }: { currentPoints: number }) {
  const { t } = useTranslation();
  const goods = usePointGoods();
  const [chosen, setChosen] = useState<TPointGoods | null>(null);
  if (goods.isPending) return <Spinner />;
  if (goods.isError)
    return (
      <QueryFailure error={goods.error} onRetry={() => void goods.refetch()} testId="points-goods-error" />
    );
  if (goods.data.list.length === 0) return <EmptyState icon="diamond" message={t('points_rewards_empty')} />;
  return (
    <>
      <ul className="points-goods" data-testid="points-goods">
        {goods.data.list.map((item) => {
          const isSoldOut = item.availableQuantity === 0;
          const isAtLimit = item.perMemberLimit !== null && item.redeemedByMe >= item.perMemberLimit;
          const canAfford = currentPoints >= item.pricePoints * 100;
          return (
            <li
              key={item.id}
              className="points-goods__item"
              data-testid="points-goods-item"
              data-goods-id={item.id}
            >
              <div className="points-goods__image" aria-hidden>
                {item.imageUrl ? (
                  <img src={item.imageUrl} alt="" loading="lazy" />
                ) : (
                  <Icon name="gift" size={40} />
                )}
              </div>
              <h3 className="points-goods__name">{item.name}</h3>
              <p className="points-goods__type">
                {item.goodsType === 'VIRTUAL' ? (
                  <>
                    {t('points_goods_virtual')} <Money minor={item.bonus} />
                  </>
                ) : (
                  t('points_goods_physical')
                )}
              </p>
              <p className="points-goods__price" data-testid="points-goods-price">
                {t('points_price', { points: formatPoints(item.pricePoints * 100) })}
              </p>
              <p className="points-goods__stock" data-testid="points-goods-stock">
                {stockText(t, item)}
                {item.perMemberLimit !== null && ` · ${t('points_limit', { count: item.perMemberLimit })}`}
              </p>
              <Button
                className="points-goods__redeem"
                data-testid="points-goods-redeem"
                disabled={!item.isAvailable || isSoldOut || isAtLimit || !canAfford}
                onClick={() => setChosen(item)}
              >
                {!item.isAvailable
                  ? t('points_not_available')
                  : isSoldOut
                    ? t('points_sold_out')
                    : isAtLimit
                      ? t('points_limit_reached')
                      : !canAfford
                        ? t('points_not_enough')
                        : t('points_redeem')}
              </Button>
            </li>
          );
        })}
      </ul>
      {chosen && <RedeemDialog goods={chosen} onClose={() => setChosen(null)} />}
    </>
  );
}
