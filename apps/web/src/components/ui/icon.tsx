import { ICON_PATHS, type TIconName } from './icon-paths';

export type { TIconName } from './icon-paths';

/** A decorative line icon in the current text colour; its meaning is always written next to it. */
export function Icon({ name, size = 20, className }: { name: TIconName; size?: number; className?: string }) {
  return (
    <svg
      className={['icon', className].filter(Boolean).join(' ')}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {ICON_PATHS[name]}
    </svg>
  );
}
