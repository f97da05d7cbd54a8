// Types for free-port.mjs, so the TypeScript tests, journeys and benches share it.
export declare const freePort: () => Promise<number>;
