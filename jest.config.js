/** Jest runs TypeScript as ESM through ts-jest (see ../shared/STACK.md, "Jest"). */
export default {
  testEnvironment: "node",
  roots: ["<rootDir>/test"],
  testMatch: ["**/*.test.ts"],
  extensionsToTreatAsEsm: [".ts"],
  moduleNameMapper: {
    "^@tabletop/shared$": "<rootDir>/shared/src/index.ts",
    "^@tabletop/shared/(.*)\\.js$": "<rootDir>/shared/src/$1",
    "^@tabletop/shared/(.*)$": "<rootDir>/shared/src/$1",
    "^@tabletop/server/(.*)\\.js$": "<rootDir>/server/src/$1",
    "^@tabletop/server/(.*)$": "<rootDir>/server/src/$1",
    "^@tabletop/bench/(.*)\\.js$": "<rootDir>/bench/src/$1",
    "^(\\.{1,2}/.*)\\.js$": "$1",
  },
  transform: {
    "^.+\\.ts$": [
      "ts-jest",
      { useESM: true, tsconfig: "<rootDir>/test/tsconfig.json", diagnostics: { ignoreCodes: [151002] } },
    ],
  },
  testTimeout: 30000,
  // The database (DATABASE_URL, else the embedded one) and the optional services: test/setup/services.ts.
  globalSetup: "<rootDir>/test/setup/global-setup.ts",
  globalTeardown: "<rootDir>/test/setup/global-teardown.ts",
};
