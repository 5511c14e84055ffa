import {
  CONSOLIDATED_FIELDS,
  isAgentAccount,
  isModuleEnabled,
  MODULE_IDS,
  type TConsolidated,
} from '@kirin/contracts';
import type { TMerchant } from '../merchant/merchant.schemas.js';

const ALL_OFF = Object.fromEntries(CONSOLIDATED_FIELDS.map((field) => [field, '0'])) as TConsolidated;

/**
 * The consolidated config of spec section 3. The *req fields (which contracts an agent may ask for) come
 * from the merchant's settings, for agents of a merchant with the agent policy module on; the *info fields
 * (contracts the agent holds) stay '0' until the agent issue creates contracts. Members and trial accounts
 * get every field '0'.
 */
export function getConsolidated(merchant: TMerchant, accountType: number): TConsolidated {
  if (!isAgentAccount(accountType)) return ALL_OFF;
  if (!isModuleEnabled(merchant.settings.modules, MODULE_IDS.AGENT_POLICY)) return ALL_OFF;
  const requests = merchant.settings.wallet.agentContractRequests;
  return {
    ...ALL_OFF,
    divtypereq: requests.dividend,
    dailysalreqtype: requests.dailySalary,
    contracthoursalreq: requests.hourlySalary,
    realtimesalreqtype: requests.realTimeSalary,
  };
}
