import {
  ZLiveChatConversation,
  type TLiveChatConversation,
  type TLiveChatOpenRequest,
} from '@kirin/contracts';
import { apiSend } from '../../../lib/api-client';

/** POST /wps/livechat/open: the member's conversation (token header), or a guest's by name or stored token. */
export function openLiveChat(request: TLiveChatOpenRequest): Promise<TLiveChatConversation> {
  return apiSend('POST', '/wps/livechat/open', ZLiveChatConversation, { body: request });
}
