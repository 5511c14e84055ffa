import {
  LOTTERY_FAST_FAMILIES,
  verifyFastLotteryResult,
  type TLotteryFastFamily,
  type TLotteryResult,
} from '@kirin/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

type TVerifyProps = { numero: string; serverSeed: string; serverSeedHash: string; result: TLotteryResult };

const isFastResult = (
  result: TLotteryResult,
): result is Extract<TLotteryResult, { family: TLotteryFastFamily }> =>
  (LOTTERY_FAST_FAMILIES as readonly string[]).includes(result.family);

/**
 * The seed-and-hash check of a drawn fast-game issue, in the browser (WebCrypto): the revealed seed must hash to
 * the hash published before the draw, and redrawing from the seed and the issue code must give the result shown.
 */
export function VerifyResult({ numero, serverSeed, serverSeedHash, result }: TVerifyProps) {
  const { t } = useTranslation();
  const check = useMutation({
    mutationFn: () => {
      if (!isFastResult(result)) throw new Error('not a fast game');
      return verifyFastLotteryResult({
        family: result.family,
        issueCode: numero,
        serverSeed,
        serverSeedHash,
        result,
      });
    },
  });
  const verdict = check.data
    ? check.data.isHashValid && check.data.isResultValid
      ? 'match'
      : 'mismatch'
    : check.error
      ? 'mismatch'
      : null;
  return (
    <div className="lottery-verify">
      <dl className="lottery-verify__seeds">
        <div>
          <dt>{t('lottery_seed_hash')}</dt>
          <dd>
            <code data-testid="lottery-result-hash">{serverSeedHash}</code>
          </dd>
        </div>
        <div>
          <dt>{t('lottery_server_seed')}</dt>
          <dd>
            <code data-testid="lottery-result-seed">{serverSeed}</code>
          </dd>
        </div>
      </dl>
      <Button
        variant="secondary"
        size="small"
        data-testid={`lottery-verify-${numero}`}
        disabled={check.isPending}
        onClick={() => check.mutate()}
      >
        {t('lottery_verify')}
      </Button>
      {verdict && (
        <p
          role="status"
          className={`lottery-verdict lottery-verdict--${verdict}`}
          data-testid="lottery-verify-verdict"
          data-verdict={verdict}
        >
          {verdict === 'match'
            ? t('lottery_verify_match')
            : check.data && !check.data.isHashValid
              ? t('lottery_verify_hash_mismatch')
              : t('lottery_verify_result_mismatch')}
        </p>
      )}
    </div>
  );
}
