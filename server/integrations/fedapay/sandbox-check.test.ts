// The sandbox check (npm run fedapay:sandbox-check) against a scripted fake FedaPay that
// answers in the real service's shapes: each step is printed with its HTTP status and
// body shape, what the product could not live with is flagged, and it never runs with
// anything but a sandbox key.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it, vi } from "vitest";
import { startFedaPayFaultProxy } from "#tests/support/fedapay-fault-proxy";
import type { FedaPayConfig } from "./config.server";
import { runSandboxCheck, sandboxCheckCommand } from "./sandbox-check.server";

const fake = await startFedaPayFaultProxy();
const behaviour = { honourInclude: true, refusePhone: false };

function transaction(id: number, withCurrency: boolean) {
  return {
    klass: "v1/transaction",
    id,
    reference: `trx_${id}`,
    amount: "100",
    status: "pending",
    currency_id: 1,
    customer_id: 9,
    metadata: [],
    commission: "0",
    fees: 0,
    transaction_key: "k",
    receipt_url: null,
    ...(withCurrency ? { currency: { klass: "v1/currency", id: 1, iso: "XOF", name: "FCFA" } } : {}),
  };
}

fake.add({
  path: /^\/v1\//,
  reply: ({ method, path, body }) => {
    if (method === "POST" && path === "/v1/transactions") {
      const input = body as { amount: number; customer: { phone_number: { number: string } } };
      if (input.amount < 100) return { status: 422, body: { message: "Invalide", errors: { amount: ["min"] } } };
      if (behaviour.refusePhone) return { status: 422, body: { message: "Invalide", errors: { phone_number: ["x"] } } };
      return { status: 201, body: { "v1/transaction": transaction(41, false) } };
    }
    if (method === "POST" && path === "/v1/transactions/41/token") {
      return { status: 200, body: { token: "tok_41", url: "https://process.fedapay.com/tok_41" } };
    }
    if (path.startsWith("/v1/transactions/fees?")) {
      return { status: 200, body: { amount_debited: 102, amount_transferred: "100", fees: 2, commission: "0.018" } };
    }
    if (path.startsWith("/v1/transactions/41")) {
      const include = behaviour.honourInclude && path.includes("include=currency");
      return { status: 200, body: { "v1/transaction": transaction(41, include) } };
    }
    if (path === "/v1/transactions") {
      return { status: 200, body: { "v1/transactions": [transaction(41, false)], meta: { total_count: 1 } } };
    }
    return { status: 404, body: { message: "Not Found" } };
  },
});

const sandbox: FedaPayConfig = { mode: "sandbox", apiBase: fake.url, secretKey: "sk_sandbox_t", webhookSecret: "wh_t" };

async function run(config = sandbox) {
  const lines: string[] = [];
  const ok = await runSandboxCheck(config, { callbackUrl: "http://localhost/payment-success" }, (line) =>
    lines.push(line),
  );
  return { ok, output: lines.join("\n") };
}

describe("the FedaPay sandbox check", () => {
  it("prints every step with FedaPay's HTTP status and the shape of its answer", async () => {
    const { ok, output } = await run();
    expect(ok).toBe(true);
    for (const expected of [
      "1. Création d'une transaction de 100 XOF (téléphone +2290197000000)",
      "→ POST /v1/transactions : HTTP 201",
      "amount: string, status: string, currency_id: number, customer_id: number, metadata: []",
      "id 41, statut pending, currency_id 1",
      "2. Jeton de paiement",
      "lien sur process.fedapay.com",
      "→ GET /v1/transactions/41?include=currency : HTTP 200",
      "devise lue : XOF (include honoré)",
      "4. Frais pour le mode mtn_open",
      "→ GET /v1/transactions/fees?token=tok_41&mode=moov : HTTP 200",
      "montant débité 102",
      "5. Liste des transactions",
      "forme : {v1/transactions: [{klass: string",
      "1 transaction(s) sur cette page",
      "refus : refused, HTTP 422 champs amount",
      "Résultat : chaque étape a répondu comme le produit l'attend.",
    ]) {
      expect(output).toContain(expected);
    }
    // Shapes, not values: the payer's details never appear.
    expect(output).not.toContain("sandbox-check@example.com");
  });

  it("flags an `include` FedaPay ignores: the product would refuse every payment", async () => {
    behaviour.honourInclude = false;
    try {
      const { ok, output } = await run();
      expect(ok).toBe(false);
      expect(output).toContain("(include IGNORÉ)");
      expect(output).toContain("ATTENTION : FedaPay n'a pas joint la devise");
    } finally {
      behaviour.honourInclude = true;
    }
  });

  it("shows which field FedaPay refused when it will not take the phone number", async () => {
    behaviour.refusePhone = true;
    try {
      const { ok, output } = await run();
      expect(ok).toBe(false);
      expect(output).toContain("ÉCHEC : refused, HTTP 422 champs phone_number");
    } finally {
      behaviour.refusePhone = false;
    }
  });

  it.each([
    [{ FEDAPAY_SECRET_KEY: "", FEDAPAY_WEBHOOK_SECRET: "", FEDAPAY_ENV: "" }, "Aucune clé FedaPay"],
    [{ FEDAPAY_SECRET_KEY: "sk_live_abc", FEDAPAY_WEBHOOK_SECRET: "wh_x", FEDAPAY_ENV: "live" }, "FEDAPAY_ENV=live"],
    [
      { FEDAPAY_SECRET_KEY: "sk_live_abc", FEDAPAY_WEBHOOK_SECRET: "wh_x", FEDAPAY_ENV: "sandbox" },
      "pas une clé sandbox",
    ],
  ])("refuses to run with %j, before any call", async (env, message) => {
    for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
    try {
      const before = fake.seen.length;
      const lines: string[] = [];
      expect(await sandboxCheckCommand([`--api-base=${fake.url}`], (line) => lines.push(line))).toBe(2);
      expect(lines.join("\n")).toContain(message);
      expect(fake.seen.length).toBe(before);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("takes another API base only on this machine", async () => {
    vi.stubEnv("FEDAPAY_SECRET_KEY", "sk_sandbox_t");
    vi.stubEnv("FEDAPAY_WEBHOOK_SECRET", "wh_t");
    vi.stubEnv("FEDAPAY_ENV", "sandbox");
    try {
      const lines: string[] = [];
      expect(await sandboxCheckCommand(["--api-base=https://api.fedapay.com"], (line) => lines.push(line))).toBe(2);
      expect(lines.join("\n")).toContain("n'accepte qu'une adresse locale");
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("runs as `npm run fedapay:sandbox-check` with the settings from the environment", async () => {
    const { stdout } = await promisify(execFile)(
      "npx",
      ["tsx", "scripts/fedapay-sandbox-check.ts", `--api-base=${fake.url}`, "--modes=moov"],
      {
        env: {
          ...process.env,
          FEDAPAY_SECRET_KEY: "sk_sandbox_t",
          FEDAPAY_WEBHOOK_SECRET: "wh_t",
          FEDAPAY_ENV: "sandbox",
        },
        timeout: 60_000,
      },
    );
    expect(stdout).toContain("→ POST /v1/transactions : HTTP 201");
    expect(stdout).toContain("4. Frais pour le mode moov");
    expect(stdout).not.toContain("mode mtn_open");
    expect(stdout).toContain("Résultat : chaque étape a répondu comme le produit l'attend.");
  });
});
