// The test files that use a database, for .ci/run's second pass on the machine's real
// PostgreSQL (the first pass, `npm test`, runs every file on PGlite). A file uses a database
// when it, or a test helper or benchmark module it imports (tests/, bench/, followed
// through their imports), opens one: `useTestDatabase`, `openDatabase` or TEST_DATABASE_URL.
// The application's own modules are not searched: each names openDatabase or getDb whether
// a test touches the database or not. Prints one path per line.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const TEST_ROOTS = ["app", "server", "common", "bench", "tests/integration", "tests/security", "tests/lint"];
const OPENS_A_DATABASE = /\buseTestDatabase\b|\bopenDatabase\b|\bTEST_DATABASE_URL\b/;
const IMPORT = /(?:from|import)\s*\(?\s*["']([^"']+)["']/g;
const SEARCHED = /^(tests|bench)\//;

function testFiles(directory) {
  if (!fs.existsSync(directory)) return [];
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolveImport(from, specifier) {
  const base = specifier.startsWith("#")
    ? path.join(root, specifier.slice(1).replace(/^([a-z]+)\//, "$1/"))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const verdicts = new Map();
function usesDatabase(file, isTestFile = false) {
  if (verdicts.has(file)) return verdicts.get(file);
  verdicts.set(file, false); // an import cycle ends here
  const source = fs.readFileSync(file, "utf8");
  let verdict = OPENS_A_DATABASE.test(source);
  for (const [, specifier] of source.matchAll(IMPORT)) {
    if (verdict) break;
    const target = resolveImport(file, specifier);
    if (target && SEARCHED.test(path.relative(root, target))) verdict = usesDatabase(target);
  }
  if (!isTestFile) verdicts.set(file, verdict);
  else verdicts.delete(file);
  return verdict;
}

const files = TEST_ROOTS.flatMap((directory) => testFiles(path.join(root, directory)));
for (const file of files.sort()) if (usesDatabase(file, true)) console.log(path.relative(root, file));
