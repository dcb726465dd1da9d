// The linter: typescript-eslint's recommended rules, React's hooks rules, and the rules that
// hold this codebase's conventions (docs/ARCHITECTURE.md). `npm run lint`; run by
// `npm run validate` and `.ci/run`. Every rule turned off or down says why.
import js from "@eslint/js";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** "Now" comes from common/clock.ts, which tests can set; never from the machine directly. */
const machineClock = [
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: "Lisez l'heure dans common/clock.ts (now()), que les tests peuvent régler.",
  },
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message: "Lisez l'heure dans common/clock.ts (nowMs()), que les tests peuvent régler.",
  },
];

export default tseslint.config(
  {
    ignores: ["build*/", ".react-router/", "node_modules/", "data/", "bench/results/", "public/", "coverage/"],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX },
    rules: {
      // Unused names: a leading underscore says "on purpose" (an argument a signature needs).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "import-x/no-duplicates": "error",
      "no-restricted-syntax": ["error", ...machineClock],
    },
  },
  {
    files: ["app/**/*.tsx"],
    ignores: ["**/*.test.tsx"],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // Tests read loader results and JSON whose shape their own assertions check: a wrong
    // guess fails the test, never production.
    files: ["**/*.test.{ts,tsx}", "tests/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // Where reading the machine's clock is the point: the clock itself, and measuring
    // durations (benchmarks, scripts, tests' own deadlines).
    files: ["common/clock.ts", "bench/**", "scripts/**", "tests/**", "**/*.test.{ts,tsx}", "*.config.ts"],
    rules: { "no-restricted-syntax": "off" },
  },
);
