import {
  CUSTOMER_SERVICE_WINDOW_SIZES,
  decryptServicePath,
  type TCsPathType,
  type TCustomerService,
} from '@kirin/contracts';
import { VIP_RANK_THRESHOLD } from './account-types';

/** Spec section 9: one named window; live chat 440×500, the VIP line 440×750 (docs/customer-service.md). */
export const CUSTOMER_SERVICE_WINDOW_NAME = 'customerService';

export function windowFeaturesOf(csType: TCustomerService['csType']): string {
  const { width, height } = CUSTOMER_SERVICE_WINDOW_SIZES[csType];
  return `width=${width},height=${height}`;
}

/** The service line for a member: VIP above rank 4, otherwise live chat; either one if only one exists. */
export function pickCustomerService(
  entries: TCustomerService[],
  rankLevel: number | null,
): TCustomerService | undefined {
  const wanted = rankLevel !== null && rankLevel > VIP_RANK_THRESHOLD ? 'VIP' : 'LIVECHAT';
  return (
    entries.find((e) => e.csType === wanted) ?? entries.find((e) => e.csType === 'LIVECHAT') ?? entries[0]
  );
}

/** The (encrypted) path for this client: the `version.pathList` entry of its type, else the entry's path. */
export function servicePathFor(entry: TCustomerService, clientType: TCsPathType): string {
  return entry.version?.pathList.find((p) => p.type === clientType)?.path ?? entry.path;
}

/** Phones get the H5 path when the merchant gave one. */
export function currentClientType(): TCsPathType {
  return typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 768px)').matches
    ? 'H5'
    : 'PC';
}

// Decrypted paths, so a second click (and a click after the warm-up) opens the address at once.
const decrypted = new Map<string, Promise<string>>();
const ready = new Map<string, string>();

/** Starts decrypting a path ahead of the click; failures surface when it is opened. */
export function warmServicePath(encrypted: string): Promise<string> {
  let pending = decrypted.get(encrypted);
  if (!pending) {
    pending = decryptServicePath(encrypted);
    decrypted.set(encrypted, pending);
    pending.then(
      (path) => ready.set(encrypted, path),
      () => undefined,
    );
  }
  return pending;
}

/**
 * Opens a service line in its small window (spec sections 7 and 8). The window is opened in the click itself
 * (pop-up blockers allow nothing later); when the path is not decrypted yet it opens blank and is sent on
 * once it is, or closed if the path does not decrypt. Resolves whether the service page was reached.
 */
export async function openCustomerService(
  entry: TCustomerService,
  clientType = currentClientType(),
): Promise<boolean> {
  const encrypted = servicePathFor(entry, clientType);
  const features = windowFeaturesOf(entry.csType);
  const known = ready.get(encrypted);
  let opened: Window | null;
  try {
    opened = window.open(known ?? '', CUSTOMER_SERVICE_WINDOW_NAME, features);
  } catch {
    return false;
  }
  if (!opened) return false;
  if (known) return true;
  try {
    opened.location.href = await warmServicePath(encrypted);
    return true;
  } catch {
    opened.close();
    return false;
  }
}
