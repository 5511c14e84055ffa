import { ZDualControl, type TDualControlSave } from '@kirin/contracts';
import { opsGet, opsSend } from '../../../lib/api';

const path = (merchant: string) => `/merchants/${encodeURIComponent(merchant)}/dual-control`;

export const dualControlKey = (merchant: string) => ['money', merchant, 'dual-control'] as const;

/** The amounts above which two different operators must move the money. */
export const fetchDualControl = (merchant: string, signal?: AbortSignal) =>
  opsGet(path(merchant), ZDualControl, undefined, signal);
export const saveDualControl = (merchant: string, body: TDualControlSave) =>
  opsSend('PUT', path(merchant), ZDualControl, body);
