// ESLint (flat config): typescript-eslint's recommended rules for every TypeScript file, with formatting left to
// Prettier (.prettierrc.json). `npm run lint` runs it with --max-warnings 0, so a warning fails like an error.
import js from "@eslint/js";
import comments from "@eslint-community/eslint-plugin-eslint-comments/configs";
import prettier from "eslint-config-prettier";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/dist-*/**",
      "coverage/**",
      "data/**",
      "test-results/**",
      "bench/results/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  comments.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // An eslint-disable comment says why, after "--".
      "@eslint-community/eslint-comments/require-description": ["error", { ignore: [] }],
      "@eslint-community/eslint-comments/disable-enable-pair": ["error", { allowWholeFile: true }],
      // A name starting with "_" is unused on purpose (a parameter an interface requires).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" },
      ],
      // `interface FleeView extends Infer<...> {}` names a derived type so that messages read well.
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
    },
  },
  {
    // The server: a promise is awaited, returned or explicitly let go (`void`), and never handed to something that
    // does not wait for it (an event handler, a callback that expects nothing back); type-aware, so it reads the
    // server's tsconfig.
    files: ["server/src/**/*.ts"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
    },
  },
  {
    // Tests read untyped JSON from HTTP and WebSocket replies and reach into the SDK's internals.
    files: ["test/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  prettier,
);
