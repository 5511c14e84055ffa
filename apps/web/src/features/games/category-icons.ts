import type { TGameCategory } from '@kirin/contracts';
import type { TIconName } from '../../components/ui/icon';

/** A pictogram per game category (decorative; the name is always written next to it). */
export const CATEGORY_ICONS: Record<TGameCategory, TIconName> = {
  RNG: 'slots',
  LIVE: 'cards',
  SPORTS: 'ball',
  FISH: 'fish',
  PVP: 'spade',
  ESPORTS: 'gamepad',
  LOTT: 'lottery',
  ELOTT: 'dice',
};
