import { isModuleEnabled, MODULE_IDS } from '@kirin/contracts';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../../platform/errors.js';

/** Refuses every member cashback call with CASHBACK_DISABLED while the merchant's MANPLAYREB3 is off. */
export const requireCashbackEnabled: preHandlerAsyncHookHandler = async (request) => {
  if (!isModuleEnabled(request.merchant.settings.modules, MODULE_IDS.MANUAL_REBATE))
    throw new AppError('CASHBACK_DISABLED');
};
