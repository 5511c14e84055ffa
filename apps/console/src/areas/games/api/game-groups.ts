import { ZOpsGameGroup, type TOpsGameGroup } from '@kirin/contracts';
import { z } from 'zod';
import { opsGet, opsSend } from '../../../lib/api';
import { merchantPath } from './catalogue-base';

export const gameGroupsKey = (merchant: string) => ['games', merchant, 'game-groups'] as const;

export const fetchGameGroups = (merchant: string, signal?: AbortSignal) =>
  opsGet(merchantPath(merchant, 'game-groups'), z.array(ZOpsGameGroup), undefined, signal);

/** Replaces the whole set: groups left out are removed (their games keep the code). */
export const saveGameGroups = (merchant: string, groups: TOpsGameGroup[]) =>
  opsSend('PUT', merchantPath(merchant, 'game-groups'), z.array(ZOpsGameGroup), { groups });
