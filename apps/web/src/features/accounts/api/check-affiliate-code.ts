import { ZAffiliate } from '@kirin/contracts';
import { apiGet } from '../../../lib/api-client';

/** GET /wps/agent/affiliate: whether an invitation code is valid on this domain (INVITATION_CODE_ERROR if not). */
export function checkAffiliateCode(code: string, domain: string) {
  return apiGet('/wps/agent/affiliate', ZAffiliate, { query: { code, domain } });
}
