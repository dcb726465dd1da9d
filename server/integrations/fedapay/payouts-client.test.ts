// The payouts client against the local stand-in: create, start, retrieve, find by our
// reference, and FedaPay's refusals as typed errors.
import { afterEach, describe, expect, it } from "vitest";
import { now, setClock } from "#common/clock";
import { fundStandIn } from "#tests/support/standin-balance";
import { startStandInServer } from "#tests/support/standin-server";
import { useTestDatabase } from "#tests/support/test-database";
import { FedaPayError } from "./client.server";
import {
  createPayout,
  findPayoutByReference,
  getPayout,
  PAYOUT_MODE_OF,
  startPayout,
  type CreatePayoutInput,
} from "./payouts-client.server";
import { resetStandInControls, setPayoutsActivated, setStandInFault } from "./stand-in/standin-controls.server";

await useTestDatabase();
const standIn = await startStandInServer();
setClock(now());
await fundStandIn(standIn.url, 3_000_000);
afterEach(() => resetStandInControls());

const input = (reference: string, overrides: Partial<CreatePayoutInput> = {}): CreatePayoutInput => ({
  amount: 25_000,
  operator: "mtn",
  customer: {
    firstname: "Afi",
    lastname: "Houngbo",
    email: "afi@example.bj",
    phone_number: { number: "+2290197000001", country: "bj" },
  },
  description: "Versement test",
  customMetadata: { reference },
  ...overrides,
});

describe("payouts through the product's client", () => {
  it("creates a pending payout with our reference, starts it (sent), reads it back", async () => {
    const created = await createPayout(input("PO-TEST-1"));
    expect(created).toMatchObject({ amount: 25_000, status: "pending", mode: PAYOUT_MODE_OF.mtn });
    expect(created.custom_metadata).toEqual({ reference: "PO-TEST-1" });
    const started = await startPayout(created.id);
    expect(started).toMatchObject({ id: created.id, status: "sent" });
    expect((await getPayout(created.id)).status).toBe("sent");
  });

  it("sends Moov as moov, and finds a payout by our reference among many (null when none)", async () => {
    const created = await createPayout(input("PO-TEST-MOOV", { operator: "moov" }));
    expect(created.mode).toBe("moov");
    for (let index = 0; index < 3; index += 1) await createPayout(input(`PO-OTHER-${index}`));
    expect((await findPayoutByReference("PO-TEST-MOOV"))?.id).toBe(created.id);
    expect(await findPayoutByReference("PO-NEVER-MADE")).toBeNull();
  });

  it("FedaPay's refusals are typed: over the cap refused, not activated 403, a 500 unavailable", async () => {
    const overCap = await createPayout(input("PO-CAP", { amount: 1_000_001 })).catch((error: unknown) => error);
    expect(overCap).toBeInstanceOf(FedaPayError);
    expect(overCap).toMatchObject({ kind: "refused", httpStatus: 422 });

    await setPayoutsActivated(false);
    const off = await createPayout(input("PO-OFF")).catch((error: unknown) => error);
    expect(off).toMatchObject({ kind: "unavailable", httpStatus: 403 });
    expect((off as Error).message).toMatch(/ne sont pas activés/);
    await setPayoutsActivated(true);

    await setStandInFault({ operation: "createPayout", status: 500 });
    const down = await createPayout(input("PO-500")).catch((error: unknown) => error);
    expect(down).toMatchObject({ kind: "unavailable", httpStatus: 500 });
    expect((down as FedaPayError).details.mayHaveSucceeded).toBe(true);

    const missing = await getPayout(99_999_999).catch((error: unknown) => error);
    expect(missing).toMatchObject({ kind: "not_found" });
  });

  it("a start over the 3-a-day rule for one number is refused (422)", async () => {
    const phone = { number: "+2290196000777", country: "bj" as const };
    const customer = { firstname: "Kofi", lastname: "Agbo", email: "kofi@example.bj", phone_number: phone };
    for (let index = 0; index < 3; index += 1) {
      const created = await createPayout(input(`PO-DAY-${index}`, { customer }));
      expect((await startPayout(created.id)).status).toBe("sent");
    }
    const fourth = await createPayout(input("PO-DAY-3", { customer }));
    await expect(startPayout(fourth.id)).rejects.toMatchObject({ kind: "refused", httpStatus: 422 });
  });
});
