// The contract's one import of zod. In a browser the site's pages run under a Content-Security-
// Policy without 'unsafe-eval' (scripts/page-security.mjs), and zod's fast object parser is built
// with `new Function`: its first parse would try, be refused and be reported as a violation. So in
// a page zod runs without compiling (the same results, a little slower on large objects); the API,
// under no such policy, keeps the compiled parser.
import { z } from 'zod';

if ('document' in globalThis) z.config({ jitless: true });

export { z };
