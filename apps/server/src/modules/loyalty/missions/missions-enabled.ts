import { isModuleEnabled, MODULE_IDS } from '@kirin/contracts';
import type { TMerchant } from '../../merchant/merchant.schemas.js';

/** Module MISSIONLB3: with it off the merchant has no missions for members (empty list, no badge, no claim). */
export function areMissionsEnabled(merchant: TMerchant): boolean {
  return isModuleEnabled(merchant.settings.modules, MODULE_IDS.MISSION_LEADERBOARD);
}
