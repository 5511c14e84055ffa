import { z } from 'zod';
import { apiSend } from '../../../lib/api-client';

/** DELETE /wps/session/logout (T): revokes the session token on the server. */
export function deleteSession() {
  return apiSend('DELETE', '/wps/session/logout', z.null());
}
