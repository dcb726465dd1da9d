// The linter: typescript-eslint's recommended rules, React's hooks rules, and the rules that
// hold this codebase's conventions (docs/ARCHITECTURE.md, "Where things go"). `npm run
// lint`; run by `npm run validate` and `.ci/run`; tests/lint/lint-rules.test.ts proves that
// each project rule fails on a deliberate violation. Every rule turned off says why.
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
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

/** Settings are parsed once, in server/env.server.ts; everything else asks getEnv(). */
const processEnvironment = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: "Les réglages se lisent avec getEnv() (server/env.server.ts), le seul module qui lit process.env.",
};

/** One import style: `./x` within a folder, `#app/…`, `#server/…`, `#common/…`, `#tests/…` otherwise. */
const importStyle = [
  {
    regex: "^\\.\\./",
    message: "Importez avec #app/…, #server/…, #common/…, #tests/… ou #bench/… (package.json « imports »).",
  },
  { regex: "^~/", message: "L'alias ~/ n'existe plus : importez avec #app/…." },
];
const noApp = {
  regex: "^#app/",
  message: "server/ et common/ n'importent jamais app/ (le domaine ne dépend pas des écrans).",
};
const noServer = { regex: "^#server/", message: "common/ est du code pur partagé : il n'importe jamais server/." };
const noTests = { regex: "^#tests/", message: "Le code du produit n'importe jamais tests/." };
const noServerInBrowser = {
  regex: "^#server/",
  allowTypeImports: true,
  message: "Le code du navigateur n'importe de server/ que des types (import type).",
};

/** A language's texts are reached through their area's accessor (common/texts/<area>.ts). */
const noFrenchTextPath = {
  regex: "^#common/texts/[a-z]{2}/",
  message: "Lisez les textes par l'accesseur de leur domaine (common/texts/<domaine>.ts), dans la langue du lecteur.",
};

/** Links, forms and navigation keep the reader's language (app/lib/local-links.tsx, docs/decisions/030). */
const noRouterLinks = {
  regex: "^react-router$",
  importNames: ["Link", "NavLink", "Form"],
  message: "Importez Link, NavLink et Form de #app/lib/local-links : ils gardent la langue du lecteur (/en/…).",
};

/**
 * A raw <a href="/…"> or <form action="/…"> to a page would drop the reader's language: Link,
 * Form or useLocalHref keep it. Files ('/earnings.csv') and the API have one address.
 */
const rawLocalAddresses = [
  {
    selector:
      "JSXOpeningElement[name.name=/^(a|form)$/] > JSXAttribute[name.name=/^(href|action)$/] > Literal[value=/^\\/(?!\\/|api\\/)(?![^?#]*\\.[a-z0-9]+(?:[?#]|$))/i]",
    message:
      "Une adresse du site s'écrit avec Link, Form ou useLocalHref (#app/lib/local-links) : elle garde la langue du lecteur.",
  },
  {
    selector:
      "JSXOpeningElement[name.name=/^(a|form)$/] > JSXAttribute[name.name=/^(href|action)$/] > JSXExpressionContainer > TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/(?!\\/|api\\/)/]",
    message:
      "Une adresse du site s'écrit avec Link, Form ou useLocalHref (#app/lib/local-links) : elle garde la langue du lecteur.",
  },
];

/**
 * An accessor holds only French statically: the other languages are imported with
 * `textsIn(…, () => import("./en/…"))`, or every page's script would carry them (docs/decisions/030).
 */
const noStaticOtherLanguage = {
  regex: "^\\./en/",
  allowTypeImports: true,
  message:
    'Les textes anglais se chargent par textsIn("en", fr, () => import("./en/…")) : une page ne charge que sa langue.',
};

const restrictedImports = (...patterns) => ["error", { patterns: [...importStyle, ...patterns] }];

export default tseslint.config(
  {
    ignores: [
      "build*/",
      ".react-router/",
      ".tools/",
      "node_modules/",
      "data/",
      "bench/results/",
      "public/",
      "coverage/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] })],
      // Follow TypeScript files too when looking for cycles (import-x reads only .js by default).
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      // Packages are not followed: only the project's own modules can form its cycles.
      "import-x/ignore": ["node_modules"],
    },
    rules: {
      // Unused names: a leading underscore says "on purpose" (an argument a signature needs).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "import-x/no-duplicates": "error",
      "import-x/no-cycle": "error",
      // Imports sorted: Node's, packages', then the project's (#…), then the folder's own (./).
      "import-x/order": [
        "error",
        {
          groups: ["builtin", "external", "internal", ["parent", "sibling", "index"]],
          pathGroups: [{ pattern: "#*/**", group: "internal" }],
          "newlines-between": "never",
          alphabetize: { order: "asc", caseInsensitive: true },
        },
      ],
      "no-restricted-syntax": ["error", ...machineClock, processEnvironment],
      "@typescript-eslint/no-restricted-imports": restrictedImports(),
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": restrictedImports(noTests, noFrenchTextPath, noRouterLinks),
      "no-restricted-syntax": ["error", ...machineClock, processEnvironment, ...rawLocalAddresses],
    },
  },
  {
    // The pages' long texts: their accessors, like the text areas' below.
    files: ["app/content/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": restrictedImports(noTests, noFrenchTextPath, noStaticOtherLanguage),
    },
  },
  {
    // Browser code: the components and helpers every page ships (routes, and files ending
    // in .server, run their server imports only in loaders and actions, which React Router
    // keeps out of the browser's bundle).
    files: ["app/components/**/*.{ts,tsx}", "app/lib/**/*.{ts,tsx}", "app/entry.client.tsx"],
    ignores: ["**/*.server.{ts,tsx}", "**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": restrictedImports(
        noTests,
        noServerInBrowser,
        noFrenchTextPath,
        noRouterLinks,
      ),
    },
  },
  {
    // The one module that wraps React Router's links in the reader's language.
    files: ["app/lib/local-links.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": restrictedImports(noTests, noServerInBrowser, noFrenchTextPath),
    },
  },
  {
    files: ["server/**/*.{ts,tsx}"],
    rules: { "@typescript-eslint/no-restricted-imports": restrictedImports(noApp, noTests, noFrenchTextPath) },
  },
  {
    // Benchmarks drive the app like the tests do (their browser and server starters).
    files: ["bench/**/*.{ts,tsx}"],
    rules: { "@typescript-eslint/no-restricted-imports": restrictedImports(noFrenchTextPath) },
  },
  {
    files: ["common/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": restrictedImports(noApp, noServer, noTests, noFrenchTextPath),
    },
  },
  {
    // The accessors themselves gather each language's folder.
    files: ["common/texts/**/*.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": restrictedImports(noApp, noServer, noTests) },
  },
  {
    files: ["common/texts/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": restrictedImports(noApp, noServer, noTests, noStaticOtherLanguage),
    },
  },
  {
    // Tests may reach anything, the app's modules included.
    files: ["**/*.test.{ts,tsx}", "tests/**"],
    rules: { "@typescript-eslint/no-restricted-imports": restrictedImports() },
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
    // The settings module itself; tests, benchmarks, scripts and tool configuration set or
    // read the environment of the processes they start.
    files: [
      "server/env.server.ts",
      "tests/**",
      "**/*.test.{ts,tsx}",
      "bench/**",
      "scripts/**",
      "*.config.ts",
      "server.js",
    ],
    rules: { "no-restricted-syntax": ["error", ...machineClock] },
  },
  {
    // Where reading the machine's clock is the point: the clock itself, and measuring
    // durations (benchmarks, scripts, tests' own deadlines).
    files: ["common/clock.ts", "bench/**", "scripts/**", "tests/**", "**/*.test.{ts,tsx}", "*.config.ts"],
    rules: { "no-restricted-syntax": ["error", processEnvironment] },
  },
  {
    files: ["bench/**", "scripts/**", "tests/**", "**/*.test.{ts,tsx}", "*.config.ts", "server.js"],
    rules: { "no-restricted-syntax": "off" },
  },
);
