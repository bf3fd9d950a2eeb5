import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

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
  },
  build: {
    target: "es2022",
    chunkSizeWarningLimit: 2000,
  },
});
