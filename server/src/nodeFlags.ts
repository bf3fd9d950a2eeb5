/**
 * The Node flags the server runs with: `npm start`, `npm run dev` and the Dockerfile give it these, and the
 * benchmark's server child too, so that what the benchmark measures is what is deployed
 * (test/unit/server-flags.test.ts holds them equal).
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=128"];
