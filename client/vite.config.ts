import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** `vite` dev server: the game server it forwards the API, matchmaking and room sockets to. */
const gameServer = process.env.TABLETOP_SERVER || "http://localhost:2567";

/**
 * The browser shell. `@tabletop/shared` (and `@tabletop/shared/<path>`) points at the shared sources so replays run the
 * very engine code the server runs. Test-only games (test/fixtures) are compiled in only
 * when VITE_FIXTURES=1 (see src/games/registry.ts); a production build never contains them.
 */
export default defineConfig({
  resolve: {
    // As client/tsconfig.json's paths: the package, and any module of it by its path under shared/src.
    alias: [
      { find: /^@tabletop\/shared$/, replacement: here("../shared/src/index.ts") },
      { find: /^@tabletop\/shared\/(.*)$/, replacement: `${here("../shared/src")}/$1` },
    ],
  },
  server: {
    fs: { allow: [here("..")] },
    proxy: {
      "/api": gameServer,
      "/matchmake": gameServer,
      // Room sockets live at /<processId>/<roomId>?sessionId=…; source paths never match this shape.
      "^/[A-Za-z0-9_-]{4,}/[A-Za-z0-9_-]{4,}\\?": { target: gameServer, ws: true },
    },
  },
  build: {
    target: "es2022",
    chunkSizeWarningLimit: 2000,
  },
});
