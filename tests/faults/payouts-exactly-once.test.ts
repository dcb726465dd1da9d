// Money out, exactly once (issue 14, item 5), on PostgreSQL: senders running at once on
// separate connections, FedaPay answering 500 then late, a lost creation answer (the
// process dies between FedaPay's answer and its write: simulated by forgetting the stored
// id and the lease), and a signed payout webhook before the creation's answer each leave exactly one payout at the stand-in per intent and a
// balanced ledger.
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { advanceClock, now, setClock } from "#common/clock";
import { getDb } from "#server/db/client.server";
import { payouts } from "#server/db/schema";
import { createPayout, startPayout } from "#server/integrations/fedapay/payouts-client.server";
import { setNextOutcome, setStandInFault } from "#server/integrations/fedapay/stand-in/standin-controls.server";
import { standInPayouts } from "#server/integrations/fedapay/stand-in/standin-payouts.server";
import { checkLedger } from "#server/money/ledger-check.server";
import { planAllHostPayouts } from "#server/money/plan-host-payouts.server";
import { reconcileOpenPayouts } from "#server/money/reconcile-payouts.server";
import { sendPendingPayouts } from "#server/money/send-payouts.server";
import { handleFedaPayWebhook } from "#server/payments/fedapay-webhook.server";
import { hostWithAccount, payableBooking } from "#tests/support/money-out";
import { fundStandIn } from "#tests/support/standin-balance";
import { startStandInServer } from "#tests/support/standin-server";
import { useTestDatabase } from "#tests/support/test-database";
import { ADMIN_URL, requirePostgres } from "./support/databases";

await requirePostgres();
vi.stubEnv("TEST_DATABASE_URL", ADMIN_URL);
await useTestDatabase();
const standIn = await startStandInServer();
setClock(new Date("2026-03-10T09:00:00Z"));
await fundStandIn(standIn.url, 50_000_000);

const names = (from: number) => standIn.webhooks.slice(from).map((hook) => JSON.parse(hook.body.toString()).name);

/** Each intent has exactly one payout at the stand-in, and ours names it. */
async function exactlyOnePerIntent() {
  const ours = await getDb().select().from(payouts);
  const theirs = await getDb().select().from(standInPayouts);
  for (const payout of ours) {
    const matching = theirs.filter((row) => row.customMetadata.reference === payout.reference);
    expect(matching, payout.reference).toHaveLength(1);
    expect(payout.providerPayoutId).toBe(String(matching[0]!.id));
  }
  expect(theirs.length).toBeGreaterThanOrEqual(ours.length);
  expect(await checkLedger()).toEqual([]);
}

describe("payouts exactly once on PostgreSQL", () => {
  beforeAll(async () => {
    for (let host = 0; host < 12; host += 1) {
      const { listing } = await hostWithAccount();
      await payableBooking(listing.id, now());
    }
  });

  it("two planners and four senders at once: one plan per host, one payout per intent", async () => {
    const plans = await Promise.all([planAllHostPayouts(), planAllHostPayouts()]);
    expect(plans[0].payouts + plans[1].payouts).toBe(12);
    const sent = await Promise.all([1, 2, 3, 4].map(() => sendPendingPayouts({ limit: 5 })));
    expect(sent.reduce((sum, summary) => sum + summary.claimed, 0)).toBeLessThanOrEqual(12);
    while ((await sendPendingPayouts()).claimed) {
      /* drain */
    }
    expect(await getDb().select().from(payouts).where(eq(payouts.status, "sent"))).toHaveLength(12);
    await exactlyOnePerIntent();
  });

  it("FedaPay answering 500, then late: retried without a second create, sent in the end", async () => {
    const { host, listing } = await hostWithAccount();
    await payableBooking(listing.id, now());
    await planAllHostPayouts();
    await setStandInFault({ operation: "startPayouts", status: 500, times: 1 });
    await setNextOutcome("payout", "late");
    expect(await sendPendingPayouts()).toMatchObject({ retried: 1 });
    advanceClock(60_000);
    await sendPendingPayouts();
    const [mine] = await getDb().select().from(payouts).where(eq(payouts.userId, host.id));
    expect(mine!.status).toBe("started");
    advanceClock(10 * 60_000);
    await reconcileOpenPayouts();
    const [after] = await getDb().select().from(payouts).where(eq(payouts.userId, host.id));
    expect(after!.status).toBe("sent");
    await exactlyOnePerIntent();
  });

  it("the creation's answer lost (killed before the write): found by reference, never created twice", async () => {
    const { host, listing } = await hostWithAccount();
    await payableBooking(listing.id, now());
    await planAllHostPayouts();
    // The create reaches FedaPay and the start fails (500): the payout stays pending there…
    await setStandInFault({ operation: "startPayouts", status: 500, times: 1 });
    await sendPendingPayouts();
    // …and the process dies before writing it: no provider id on our side, its lease over.
    await getDb().execute(
      sql`UPDATE payouts SET provider_payout_id = NULL, next_attempt_at = ${now().toISOString()}::timestamptz WHERE user_id = ${host.id}`,
    );
    await sendPendingPayouts();
    const [mine] = await getDb().select().from(payouts).where(eq(payouts.userId, host.id));
    expect(mine).toMatchObject({ status: "sent", attempts: 2 });
    await exactlyOnePerIntent();
  });

  it("a payout webhook before the creation's answer is stored: applied by our reference, not sent twice", async () => {
    const { host, listing } = await hostWithAccount();
    await payableBooking(listing.id, now());
    await planAllHostPayouts();
    const [intent] = await getDb().select().from(payouts).where(eq(payouts.userId, host.id));
    // The sender's create and start reached FedaPay; its process has not written the answer yet.
    const customer = { firstname: "Koffi", lastname: "Mensah", email: "k@example.bj" };
    const created = await createPayout({
      amount: intent!.amount,
      operator: intent!.operator,
      customer: { ...customer, phone_number: { number: intent!.phone, country: "bj" } },
      description: "Versement",
      customMetadata: { reference: intent!.reference },
    });
    const from = standIn.webhooks.length;
    await startPayout(created.id);
    await vi.waitFor(() => expect(names(from)).toContain("payout.sent"));
    const hook = standIn.webhooks.slice(from).find((item) => JSON.parse(item.body.toString()).name === "payout.sent")!;
    const answer = await handleFedaPayWebhook(hook.body, hook.signature);
    expect(answer).toMatchObject({ status: 200, body: { outcome: "moved" } });
    const [applied] = await getDb().select().from(payouts).where(eq(payouts.id, intent!.id));
    expect(applied).toMatchObject({ status: "sent", providerPayoutId: String(created.id) });
    // The same news again is a duplicate; the sender finds nothing left to do.
    expect((await handleFedaPayWebhook(hook.body, hook.signature)).body).toMatchObject({ duplicate: true });
    expect(await sendPendingPayouts()).toMatchObject({ claimed: 0 });
    await exactlyOnePerIntent();
  });
});
