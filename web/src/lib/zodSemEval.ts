import { config } from 'zod';

/**
 * The SPA runs under a CSP without 'unsafe-eval'. Zod probes `new Function` once to decide on its
 * JIT-compiled object parsers, and the probe alone is a CSP violation report; jitless mode skips
 * the probe and parses the same way, only without the generated code.
 */
config({ jitless: true });
