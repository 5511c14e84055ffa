import type { TConsoleArea } from '../app/area';
import { addAreaLocales } from '../lib/i18n';
import { gamesArea } from './games';
import { lotteryArea } from './lottery';
import { moneyArea } from './money';

/**
 * Every console area, in menu order. Adding an area is one folder under src/areas exporting a TConsoleArea,
 * and one line here.
 */
export const CONSOLE_AREAS: readonly TConsoleArea[] = [moneyArea, gamesArea, lotteryArea];

for (const area of CONSOLE_AREAS) addAreaLocales(area.id, area.nav);
