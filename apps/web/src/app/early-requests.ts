import { startPermissionEarly } from '../features/system/api/get-permission';
import { startSystemStatusEarly } from '../features/system/api/get-system-status';
import { startWhitelabelEarly } from '../features/system/api/get-whitelabel';
import { isHomePath } from './first-page';
import { loadHomePage } from './lazy-pages';

// The three configuration calls the boot gate waits for before it shows anything (spec section 7), sent as
// soon as the code they need has been read: React, the router and the pages are read and started while the
// server answers (issue 22, the first page's largest contentful paint). The boot gate's queries take these
// answers (lib/api-client.ts, startEarlyGet). On a visit that opens on the home page, its chunk too: it must be
// in by the time the configuration is.
startSystemStatusEarly(window.location.host);
startWhitelabelEarly();
startPermissionEarly();
// A failure is the home page's own to show (its lazy load asks again and gets the same answer).
if (isHomePath(window.location.pathname)) loadHomePage().catch(() => undefined);
