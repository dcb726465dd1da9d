// The configuration files docs/DEPLOY.md prints, read from it so that a test runs what an
// operator copies: a fenced block is found by its first line (the file's path, as a
// comment), and the test puts its own addresses, keys and directories in place of
// production's.
import fs from "node:fs";
import path from "node:path";

const GUIDE = path.resolve(import.meta.dirname, "../../../docs/DEPLOY.md");

/** The lines of the fenced block whose first line starts with `firstLine`, that line left out. */
export function deployGuideBlock(firstLine: string): string[] {
  const guide = fs.readFileSync(GUIDE, "utf8");
  for (const [, body] of guide.matchAll(/```[a-z]*\n([\s\S]*?)```/g)) {
    const [head, ...lines] = body!.trimEnd().split("\n");
    if (head!.startsWith(firstLine)) return lines;
  }
  throw new Error(`docs/DEPLOY.md : aucun bloc ne commence par « ${firstLine} ».`);
}

/** `name = value` lines (postgresql.conf), the value's quotes removed. */
export function postgresSettings(lines: string[]): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const line of lines) {
    const match = /^(\w+)\s*=\s*'?(.*?)'?\s*$/.exec(line);
    if (match) settings[match[1]!] = match[2]!;
  }
  return settings;
}

/** `NAME=value` lines (an environment file). */
export function environmentFile(lines: string[]): Record<string, string> {
  return Object.fromEntries(
    lines.filter((line) => /^[A-Z_][A-Z0-9_]*=/.test(line)).map((line) => line.split(/=(.*)/s, 2)),
  );
}

/**
 * An INI file (pgbackrest.conf) with settings replaced or added, per section: a setting
 * the guide has keeps its place with the new value, another is added at the end of its
 * section.
 */
export function iniWith(lines: string[], changes: Record<string, Record<string, string>>): string {
  const output: string[] = [];
  let section = "";
  let seen = new Set<string>();
  const endSection = () => {
    for (const [name, value] of Object.entries(changes[section] ?? {})) {
      if (!seen.has(name)) output.push(`${name}=${value}`);
    }
  };
  for (const line of lines) {
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      endSection();
      section = header[1]!;
      seen = new Set();
    }
    const name = /^([\w-]+)=/.exec(line)?.[1];
    const value = name === undefined ? undefined : changes[section]?.[name];
    if (name !== undefined) seen.add(name);
    output.push(value === undefined ? line : `${name}=${value}`);
  }
  endSection();
  return output.join("\n") + "\n";
}
