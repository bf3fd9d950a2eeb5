import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** `vite` dev server: the game server it forwards the API, matchmaking and room sockets to. */
const gameServer = process.env.TABLETOP_SERVER || "http://localhost:2567";

/**
 * The browser shell. `@tabletop/shared` points at the shared sources so replays run the
 * very engine code the server runs. Test-only games (test/fixtures) are compiled in only
 * when VITE_FIXTURES=1 (see src/games/registry.ts); a production build never contains them.
 */
export default defineConfig({
  resolve: {
    alias: {
      "@tabletop/shared": here("../shared/src/index.ts"),
    },
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
