// A separate process running the payout sending job once, for the fault tests: on the
// database at PAYOUT_DB_URL, with FedaPay (the stand-in) reached through PAYOUT_PUBLIC_URL,
// at the instant PAYOUT_NOW. The test kills it (kill -9) while FedaPay's answer is pending.
import { setClock } from "#common/clock";
import { openDatabase, setDatabase } from "#server/db/client.server";
import { parseEnv, setEnv } from "#server/env.server";
import { sendPendingPayouts } from "#server/money/send-payouts.server";

const now = new Date(process.env.PAYOUT_NOW!);
setDatabase(await openDatabase({ url: process.env.PAYOUT_DB_URL! }));
setEnv(parseEnv({ PUBLIC_URL: process.env.PAYOUT_PUBLIC_URL }));
setClock(now);
console.log("sending");
await sendPendingPayouts({ now });
console.log("done");
process.exit(0);
