// `npm run fedapay:sandbox-check`: runs the product's FedaPay client against FedaPay's
// sandbox and prints each answer (server/integrations/fedapay/sandbox-check.server.ts).
// Settings come from the environment like the app's: FEDAPAY_SECRET_KEY (sk_sandbox_…),
// FEDAPAY_WEBHOOK_SECRET and FEDAPAY_ENV=sandbox; anything else is refused.
// Options: --phone=+2290197000000 (the payer's number as sent), --modes=mtn_open,moov,
// --api-base=http://127.0.0.1:<port> (tests only: a local fake, never another host).
import { sandboxCheckCommand } from "#server/integrations/fedapay/sandbox-check.server";

process.exitCode = await sandboxCheckCommand(process.argv.slice(2));
