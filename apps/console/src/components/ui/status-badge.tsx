/** A status as a coloured tag; the tone says whether it needs someone (warn) or is finished (good/bad). */
export function StatusBadge({
  label,
  tone = 'neutral',
}: {
  label: string;
  tone?: 'good' | 'bad' | 'warn' | 'neutral';
}) {
  return <span className={`badge badge-${tone}`}>{label}</span>;
}
