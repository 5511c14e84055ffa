import { ZOpsLane, ZOpsListedLane, type TGameCategory, type TLaneSave } from '@kirin/contracts';
import { z } from 'zod';
import { opsGet, opsSend } from '../../../lib/api';
import { merchantPath } from './catalogue-base';

export const lanesKey = (merchant: string) => ['games', merchant, 'game-vendors'] as const;

/** Every vendor lane (a vendor in a category), disabled ones too, with how players reach it. */
export const fetchLanes = (merchant: string, signal?: AbortSignal) =>
  opsGet(merchantPath(merchant, 'game-vendors'), z.array(ZOpsListedLane), undefined, signal);

/** Creates or changes the lane of a vendor in a category. */
export const saveLane = (merchant: string, vassalage: string, category: TGameCategory, body: TLaneSave) =>
  opsSend(
    'PUT',
    merchantPath(merchant, `game-vendors/${encodeURIComponent(vassalage)}/${category}`),
    ZOpsLane,
    body,
  );
