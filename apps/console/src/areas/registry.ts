import type { TConsoleArea } from '../app/area';
import { addAreaLocales } from '../lib/i18n';
import { contentArea } from './content';
import { dashboardArea } from './dashboard';
import { gamesArea } from './games';
import { lotteryArea } from './lottery';
import { membersArea } from './members';
import { merchantArea } from './merchant';
import { messagesArea } from './messages';
import { moneyArea } from './money';
import { platformArea } from './platform';
import { protectionArea } from './protection';
import { serviceArea } from './service';

/**
 * Every console area, in menu order. Adding an area is one folder under src/areas exporting a TConsoleArea,
 * and one line here.
 */
export const CONSOLE_AREAS: readonly TConsoleArea[] = [
  dashboardArea,
  moneyArea,
  membersArea,
  protectionArea,
  gamesArea,
  lotteryArea,
  contentArea,
  messagesArea,
  serviceArea,
  merchantArea,
  platformArea,
];

for (const area of CONSOLE_AREAS) addAreaLocales(area.id, area.nav);
