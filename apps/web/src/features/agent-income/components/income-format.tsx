import { formatMinorUnits } from '@kirin/contracts';

/** Parts per million as a percentage people read: 12000 → "1.2%", 150000 → "15%". */
export function formatRatePpm(ppm: number | null): string {
  if (ppm === null) return '—';
  return `${(ppm / 10_000).toFixed(4).replace(/\.?0+$/, '')}%`;
}

/** An amount in display units; negative amounts keep their sign and are marked for colour. */
export function Amount({ minor, testId }: { minor: number; testId?: string }) {
  return (
    <span className="money" data-direction={minor < 0 ? 'out' : undefined} data-testid={testId}>
      {formatMinorUnits(minor)}
    </span>
  );
}
