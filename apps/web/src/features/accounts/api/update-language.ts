import type { TLanguage } from '@kirin/contracts';
import { z } from 'zod';
import { apiSend } from '../../../lib/api-client';

/** PUT /wps/member/language (T): the member's language, for messages the server sends them. */
export function putMemberLanguage(language: TLanguage) {
  return apiSend('PUT', '/wps/member/language', z.null(), { body: { language } });
}
