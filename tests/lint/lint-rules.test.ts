// Each project rule of eslint.config.js fails on a deliberate violation, placed where the
// rule applies, and the same code passes where it is allowed: the conventions hold by
// themselves, not by review. (`npm run lint` proves the tree passes them all.)
import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

/** The rule ids `code` breaks when it sits at `file` (relative to the repository). */
async function brokenRules(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((message) => message.ruleId ?? `fatal: ${message.message}`);
}

const violations: { rule: string; what: string; file: string; code: string; allowedIn?: string }[] = [
  {
    rule: "@typescript-eslint/no-restricted-imports",
    what: "server/ importing app/",
    file: "server/bookings/example.server.ts",
    code: 'import { Button } from "#app/components/ui/button";\nexport const x = Button;\n',
    allowedIn: "app/routes/example.tsx",
  },
  {
    rule: "@typescript-eslint/no-restricted-imports",
    what: "common/ importing app/",
    file: "common/example.ts",
    code: 'import { Button } from "#app/components/ui/button";\nexport const x = Button;\n',
  },
  {
    rule: "@typescript-eslint/no-restricted-imports",
    what: "common/ importing server/",
    file: "common/example.ts",
    code: 'import { getEnv } from "#server/env.server";\nexport const x = getEnv;\n',
    allowedIn: "server/example.server.ts",
  },
  {
    rule: "@typescript-eslint/no-restricted-imports",
    what: "browser code importing a value from server/",
    file: "app/components/example.tsx",
    code: 'import { getEnv } from "#server/env.server";\nexport const x = getEnv;\n',
    allowedIn: "app/routes/example.server.ts",
  },
  {
    rule: "@typescript-eslint/no-restricted-imports",
    what: "product code importing tests/",
    file: "server/example.server.ts",
    code: 'import { useTestDatabase } from "#tests/support/test-database";\nexport const x = useTestDatabase;\n',
    allowedIn: "server/example.test.ts",
  },
  {
    rule: "@typescript-eslint/no-restricted-imports",
    what: "app code linking with React Router's Link (which would drop the reader's language)",
    file: "app/components/example.tsx",
    code: 'import { Link } from "react-router";\nexport const x = Link;\n',
    allowedIn: "app/lib/local-links.tsx",
  },
  {
    rule: "no-restricted-syntax",
    what: "a raw link to a page of the site (which would drop the reader's language)",
    file: "app/components/example.tsx",
    code: 'export const x = <a href="/faq">FAQ</a>;\n',
    allowedIn: "tests/e2e/support/example.tsx",
  },
  {
    rule: "no-restricted-syntax",
    what: "a raw form posting to a page of the site, its address written as a template",
    file: "app/routes/example.tsx",
    code: 'const id = 1;\nexport const x = <form action={`/property/${id}`} method="post" />;\n',
  },
  {
    rule: "@typescript-eslint/no-restricted-imports",
    what: "an accessor importing English statically (every page would load it)",
    file: "common/texts/example.ts",
    code: 'import { booking as en } from "./en/booking";\nexport const x = en;\n',
    allowedIn: "common/texts/en/example.ts",
  },
  {
    rule: "@typescript-eslint/no-restricted-imports",
    what: "a page content accessor importing English statically",
    file: "app/content/example.ts",
    code: 'import { faq as en } from "./en/faq";\nexport const x = en;\n',
  },
  {
    rule: "@typescript-eslint/no-restricted-imports",
    what: "a parent-relative import instead of the # aliases",
    file: "server/bookings/example.server.ts",
    code: 'import { getEnv } from "../env.server";\nexport const x = getEnv;\n',
  },
  {
    rule: "@typescript-eslint/no-restricted-imports",
    what: "a language's text file imported directly",
    file: "app/routes/example.tsx",
    code: 'import { booking } from "#common/texts/fr/booking";\nexport const x = booking;\n',
    allowedIn: "common/texts/example.ts",
  },
  {
    rule: "no-restricted-syntax",
    what: "process.env outside the settings module",
    file: "server/example.server.ts",
    code: "export const port = process.env.PORT;\n",
    allowedIn: "server/env.server.ts",
  },
  {
    rule: "no-restricted-syntax",
    what: "the machine's clock read with new Date()",
    file: "server/example.server.ts",
    code: "export const today = new Date();\n",
    allowedIn: "common/clock.ts",
  },
  {
    rule: "no-restricted-syntax",
    what: "the machine's clock read with Date.now()",
    file: "common/example.ts",
    code: "export const today = Date.now();\n",
    allowedIn: "bench/example.ts",
  },
  {
    rule: "import-x/order",
    what: "imports out of order",
    file: "server/example.server.ts",
    code: 'import { getEnv } from "#server/env.server";\nimport path from "node:path";\nexport const x = [getEnv, path];\n',
  },
];

describe("each project lint rule", () => {
  for (const violation of violations) {
    it(`refuses ${violation.what} (${violation.rule})`, async () => {
      expect(await brokenRules(violation.file, violation.code)).toContain(violation.rule);
      if (violation.allowedIn)
        expect(await brokenRules(violation.allowedIn, violation.code)).not.toContain(violation.rule);
    });
  }
});

describe("raw addresses in app code", () => {
  it("are allowed for files, the API, anchors and other sites, which have one address", async () => {
    const code = [
      'export const a = <a href="/earnings.csv" download>CSV</a>;',
      'export const b = <a href="/account/data.json?x=1">JSON</a>;',
      'export const c = <form action="/api/notifications" method="post" />;',
      'export const d = <a href="#avis">Avis</a>;',
      'export const e = <a href="//example.org/x">x</a>;',
      "export const f = <a href={`mailto:${'a@b.bj'}`}>x</a>;",
    ].join("\n");
    expect(await brokenRules("app/components/example.tsx", `${code}\n`)).toEqual([]);
  });
});

describe("import cycles", () => {
  // Two real files: the cycle rule follows imports on disk.
  const directory = path.join(root, "server", `lint-cycle-${process.pid}`);
  beforeAll(() => {
    fs.mkdirSync(directory, { recursive: true });
    fs.writeFileSync(path.join(directory, "a.ts"), 'import { b } from "./b";\nexport const a = () => b;\n');
    fs.writeFileSync(path.join(directory, "b.ts"), 'import { a } from "./a";\nexport const b = () => a;\n');
  });
  afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));

  it("are refused (import-x/no-cycle)", async () => {
    const file = path.relative(root, path.join(directory, "a.ts"));
    expect(await brokenRules(file, fs.readFileSync(path.join(directory, "a.ts"), "utf8"))).toContain(
      "import-x/no-cycle",
    );
  });

  it("are not invented where the imports go one way", async () => {
    fs.writeFileSync(path.join(directory, "b.ts"), "export const b = () => 1;\n");
    const file = path.relative(root, path.join(directory, "a.ts"));
    expect(await brokenRules(file, fs.readFileSync(path.join(directory, "a.ts"), "utf8"))).not.toContain(
      "import-x/no-cycle",
    );
  });
});
