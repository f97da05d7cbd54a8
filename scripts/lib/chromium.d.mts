// Types for chromium.mjs, so playwright.config.ts (TypeScript) shares its path and flags.
export declare const CHROMIUM: string;
export declare const CHROMIUM_ARGS: readonly string[];
export declare const ensureChromium: () => string | null;
