// For tests: money in the stand-in's balance (a payment approved at its checkout, then
// transferred at once, as FedaPay does ≈ 72 h later), so that payouts can be started.
import { transferAllApprovedNow } from "#server/integrations/fedapay/stand-in/standin-duties.server";
import { standInApiKey } from "#server/integrations/fedapay/stand-in/standin-key.server";

export async function fundStandIn(standInUrl: string, amount: number) {
  const api = async (method: string, path: string, body: unknown) => {
    const response = await fetch(`${standInUrl}/fedapay-standin/v1${path}`, {
      method,
      headers: { Authorization: `Bearer ${await standInApiKey()}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    return (await response.json()) as Record<string, any>;
  };
  const created = await api("POST", "/transactions", {
    description: "Fonds de test",
    amount,
    currency: { iso: "XOF" },
    customer: {
      firstname: "Test",
      lastname: "Fonds",
      email: "fonds@example.bj",
      phone_number: { number: "0197999999", country: "bj" },
    },
  });
  const { token } = await api("POST", `/transactions/${created["v1/transaction"].id}/token`, {});
  await api("POST", "/mtn_open", { token });
  await transferAllApprovedNow();
}
