// The key that opens the stand-in's API. STANDIN_SECRET_KEY is written in the source code:
// were it the key, anyone could read every simulated payment (the traveler's name, e-mail
// and phone, the booking reference) and get the checkout link of anyone's payment to
// cancel it. It only marks "the stand-in" in the settings; the real key is derived from
// the application's own secret, shared by every process on the database, so only the app
// itself (its FedaPay client) calls its stand-in.
import { createHmac } from "node:crypto";
import { loadApplicationSecret } from "#server/accounts/application-secret.server";
import { getDatabaseHandle, type DatabaseHandle } from "#server/db/client.server";

const keys = new WeakMap<DatabaseHandle, Promise<string>>();

export function standInApiKey(): Promise<string> {
  const handle = getDatabaseHandle();
  let key = keys.get(handle);
  if (!key) {
    key = loadApplicationSecret(handle).then(
      (secret) => `sk_standin_${createHmac("sha256", secret).update("fedapay-standin-api").digest("base64url")}`,
    );
    key.catch(() => keys.delete(handle));
    keys.set(handle, key);
  }
  return key;
}
