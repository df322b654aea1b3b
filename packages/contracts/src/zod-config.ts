import { z } from 'zod';

// The web app runs under a Content-Security-Policy without 'unsafe-eval'. Zod's compiled object
// parsing first probes `new Function`, which the browser refuses and reports as a CSP issue
// (Lighthouse's best practices count it); in a browser, zod parses without it.
if ('document' in globalThis) z.config({ jitless: true });
