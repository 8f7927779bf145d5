/**
 * Import first in every bundle that runs under our Content-Security-Policy and validates with zod (the renderer, the phone page).
 * zod probes `new Function` to decide whether to compile parsers; under a CSP without 'unsafe-eval' the probe is
 * refused and reported as a violation at every start. Jitless mode skips the probe and parses without compiling.
 */
import { z } from 'zod';

z.config({ jitless: true });
