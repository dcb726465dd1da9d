// What only FedaPay's sandbox can say (docs/DEPLOY.md, "Before going live"): the
// product's own client, pointed at the sandbox with a sandbox key, makes each call the
// product makes or will make and prints what FedaPay answered: the HTTP status and the
// shape of the body (field names and types, never the values but a few telling ones).
// It creates one 100 XOF transaction that nobody pays. It refuses to run with anything
// but a sandbox key: it must never create a transaction on a live account.
import { getEnv } from "#server/env.server";
import {
  createToken,
  createTransaction,
  FedaPayError,
  getFees,
  getTransaction,
  listTransactions,
} from "./client.server";
import type { ClientOptions, CreateTransactionInput } from "./client.server";
import { getFedaPayConfig, type FedaPayConfig } from "./config.server";
import { currencyIsoOf } from "./transaction.server";

type Print = (line: string) => void;

/** The command line: `--phone=`, `--modes=a,b`, `--api-base=` (loopback only, for tests). Returns the exit code. */
export async function sandboxCheckCommand(
  argv: string[],
  print: (line: string) => void = console.log,
): Promise<number> {
  const options = Object.fromEntries(
    argv
      .filter((arg) => arg.startsWith("--"))
      .map((arg) => [arg.slice(2).split("=")[0], arg.split("=").slice(1).join("=")]),
  );
  let config: FedaPayConfig;
  try {
    config = getFedaPayConfig();
  } catch (error) {
    print(error instanceof Error ? error.message : String(error));
    return 2;
  }
  const refusal = sandboxRefusal(config);
  if (refusal) {
    print(`Refus : ${refusal}`);
    return 2;
  }
  if (options["api-base"] !== undefined) {
    const base = URL.canParse(options["api-base"]) ? new URL(options["api-base"]) : null;
    if (!base || !["127.0.0.1", "localhost", "[::1]"].includes(base.hostname)) {
      print("Refus : --api-base n'accepte qu'une adresse locale (un faux FedaPay de test).");
      return 2;
    }
    config = { ...config, apiBase: options["api-base"].replace(/\/+$/, "") };
  }
  const ok = await runSandboxCheck(
    config,
    {
      phone: options.phone || undefined,
      modes: options.modes ? options.modes.split(",") : undefined,
      callbackUrl: `${getEnv().publicUrl}/payment-success`,
    },
    print,
  );
  return ok ? 0 : 1;
}

/** Why the check will not run with these settings, or null when it may. */
export function sandboxRefusal(config: FedaPayConfig): string | null {
  if (config.mode === "standin") {
    return "Aucune clé FedaPay : définissez FEDAPAY_SECRET_KEY (sk_sandbox_…), FEDAPAY_WEBHOOK_SECRET et FEDAPAY_ENV=sandbox.";
  }
  if (config.mode !== "sandbox") return "FEDAPAY_ENV=live : cette vérification ne tourne qu'en sandbox.";
  if (!config.secretKey.startsWith("sk_sandbox_")) {
    return "FEDAPAY_SECRET_KEY n'est pas une clé sandbox (sk_sandbox_…) : refus de créer une transaction.";
  }
  return null;
}

export type SandboxCheckOptions = {
  /** The payer's number as the product sends it (Benin's 10 digits: '+229' + '01…'). */
  phone?: string;
  modes?: string[];
  callbackUrl: string;
};

/** Runs every step, printing each answer; true when every step answered as the product expects. */
export async function runSandboxCheck(config: FedaPayConfig, options: SandboxCheckOptions, print: Print) {
  const refusal = sandboxRefusal(config);
  if (refusal) throw new Error(refusal);
  const client: ClientOptions = {
    ...config,
    onAnswer: ({ method, path, status, body }) => {
      print(`  → ${method} /v1${path} : HTTP ${status}`);
      print(`    forme : ${shapeOf(body)}`);
    },
  };
  const phone = options.phone ?? "+2290197000000";
  let ok = true;
  const step = async <T>(title: string, run: () => Promise<T>, report: (value: T) => string[] = () => []) => {
    print(`\n${title}`);
    try {
      const value = await run();
      for (const line of report(value)) print(`    ${line}`);
      return value;
    } catch (error) {
      ok = false;
      print(`    ÉCHEC : ${describeError(error)}`);
      return null;
    }
  };

  print(`FedaPay sandbox (${config.apiBase})`);
  const created = await step(
    `1. Création d'une transaction de 100 XOF (téléphone ${phone})`,
    () => createTransaction(checkInput(100, phone, options.callbackUrl), client),
    (transaction) => [
      `id ${transaction.id}, statut ${transaction.status}, currency_id ${transaction.currency_id ?? "absent"}`,
    ],
  );
  if (!created) return false;
  const token = await step(
    "2. Jeton de paiement (lien de la page FedaPay)",
    () => createToken(created.id, client),
    (answer) => [`lien sur ${new URL(answer.url).host}`],
  );
  const read = await step(
    "3. Relecture avec include=currency",
    () => getTransaction(created.id, client),
    (transaction) => [
      `statut ${transaction.status}, montant ${transaction.amount}`,
      `devise lue : ${currencyIsoOf(transaction) ?? "INCONNUE"} (include ${transaction.currency ? "honoré" : "IGNORÉ"})`,
    ],
  );
  if (read && !read.currency) {
    // Without the currency stated, the product refuses the payment (apply-provider-status).
    ok = false;
    print(
      "    ATTENTION : FedaPay n'a pas joint la devise : le produit refuse tout paiement dont il ne connaît pas la devise.",
    );
  }
  for (const mode of options.modes ?? ["mtn_open", "moov"]) {
    if (!token) break;
    await step(
      `4. Frais pour le mode ${mode}`,
      () => getFees(token.token, mode, client),
      (fees) => [`montant débité ${fees.amount_debited}`],
    );
  }
  await step(
    "5. Liste des transactions",
    () => listTransactions(client),
    (list) => [`${list["v1/transactions"].length} transaction(s) sur cette page`],
  );
  // The status FedaPay gives a validation error is undocumented: this shows it.
  print("\n6. Montant refusé (50 XOF) : quel code FedaPay donne-t-il à une erreur de validation ?");
  try {
    await createTransaction(checkInput(50, phone, options.callbackUrl), client);
    ok = false;
    print("    ÉCHEC : FedaPay a accepté 50 XOF");
  } catch (error) {
    if (!(error instanceof FedaPayError) || error.kind !== "refused") ok = false;
    print(`    refus : ${describeError(error)}`);
  }
  print(
    ok
      ? "\nRésultat : chaque étape a répondu comme le produit l'attend."
      : "\nRésultat : au moins une étape a échoué (voir ci-dessus).",
  );
  return ok;
}

function checkInput(amount: number, phone: string, callbackUrl: string): CreateTransactionInput {
  return {
    description: `Vérification sandbox, ${amount} XOF (à ne pas payer)`,
    amount,
    currency: "XOF",
    callbackUrl,
    customer: {
      firstname: "Test",
      lastname: "Sandbox",
      email: "sandbox-check@example.com",
      phone_number: { number: phone, country: "bj" },
    },
    customMetadata: { booking_reference: "SANDBOX", booking_id: "sandbox-check" },
  };
}

function describeError(error: unknown) {
  if (error instanceof FedaPayError) {
    const fields = error.details.errors ? ` champs ${Object.keys(error.details.errors).join(", ")}` : "";
    return `${error.kind}, HTTP ${error.httpStatus ?? "—"}${fields} : ${error.message}`;
  }
  return error instanceof Error ? error.message : String(error);
}

/** The body's structure without its values: `{id: number, amount: string, meta: {…}}`. */
export function shapeOf(value: unknown, depth = 0): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return value.length ? `[${shapeOf(value[0], depth + 1)}] ×${value.length}` : "[]";
  if (typeof value !== "object") return typeof value;
  if (depth >= 3) return "{…}";
  const entries = Object.entries(value as Record<string, unknown>).map(
    ([key, item]) => `${key}: ${shapeOf(item, depth + 1)}`,
  );
  return `{${entries.join(", ")}}`;
}
