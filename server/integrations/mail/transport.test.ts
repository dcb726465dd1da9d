import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createFileTransport } from "./transport.server";

const directory = fs.mkdtempSync(path.join(os.tmpdir(), "mail-"));
afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));

describe("file transport", () => {
  it("keeps each message as an .eml file and logs where", async () => {
    const lines: string[] = [];
    const transport = createFileTransport(path.join(directory, "mail"), (line) => lines.push(line));
    const id = "5b0c6f0e-1111-4b8e-9d51-0c2b5d9f0a01";
    const result = await transport.send({
      id,
      from: "Bénin Voyages <no-reply@benin-voyages.bj>",
      to: "support@benin-voyages.bj",
      subject: "Nouveau message de contact",
      text: "Bonjour, je voudrais louer une voiture à Cotonou.",
      html: "<p>Bonjour</p>",
    });
    const file = path.join(directory, "mail", `${id}.eml`);
    expect(result).toEqual({ outcome: "kept", detail: file });
    expect(lines).toEqual([`conservé : ${file}`]);
    const eml = fs.readFileSync(file, "utf8");
    expect(eml).toContain("To: support@benin-voyages.bj");
    expect(eml).toContain("Subject: Nouveau message de contact");
    expect(eml).toContain(`Message-ID: <${id}@benin-voyages.bj>`);
    expect(eml).toContain("Content-Type: text/html");
    expect(eml).toMatch(/louer une voiture/);
    // Written whole: no temporary file left behind.
    expect(fs.readdirSync(path.join(directory, "mail"))).toEqual([`${id}.eml`]);
  });
});
