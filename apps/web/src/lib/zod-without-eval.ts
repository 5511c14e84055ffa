import { z } from 'zod';

// zod compiles object parsers with `new Function` when it may; the site's Content-Security-Policy forbids eval
// (script-src 'self'), and zod's probe for it would be reported as a violation. Interpreted parsing instead.
z.config({ jitless: true });
