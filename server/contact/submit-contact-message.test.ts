import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseEnv, setEnv } from "#server/env.server";
import { createUser } from "#server/seed/factories.server";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { submitContactMessage } from "./submit-contact-message.server";

const handle = await useTestDatabase();

const message = {
  name: "Afi Houngbo",
  email: "afi@exemple.bj",
  subject: "Location à Cotonou",
  message: "Bonjour,\nJe cherche une voiture pour 3 jours.",
};

async function counts() {
  const [row] = await handle.query<{ messages: number; emails: number; notifications: number }>(
    `SELECT (SELECT count(*)::int FROM contact_messages) AS messages,
            (SELECT count(*)::int FROM email_outbox) AS emails,
            (SELECT count(*)::int FROM notifications) AS notifications`,
  );
  return row!;
}

beforeEach(async () => {
  await handle.query("DELETE FROM contact_messages");
  await handle.query("DELETE FROM email_outbox");
  await handle.query("DELETE FROM notifications");
  setEnv(parseEnv({ SUPPORT_EMAIL: "aide@benin-voyages.bj" }));
});
afterEach(() => setEnv(parseEnv({})));

describe(`submitContactMessage (${databaseKind})`, () => {
  it("stores the message, queues one e-mail to support and notifies each administrator", async () => {
    const [adminA, adminB] = [await createUser({ roles: ["admin"] }), await createUser({ roles: ["user", "admin"] })];
    await createUser({ roles: ["host"] });
    const stored = await submitContactMessage(message);
    expect(stored).toMatchObject({ ...message, userId: null, handledAt: null });

    const emails = await handle.query<Record<string, unknown>>("SELECT * FROM email_outbox");
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      to_address: "aide@benin-voyages.bj",
      subject: "Nouveau message de contact : Location à Cotonou",
      template: "contact-message",
      dedupe_key: `contact-message:${stored.id}`,
      status: "queued",
    });
    expect(emails[0]!.text_body).toContain("Nom : Afi Houngbo");
    expect(emails[0]!.text_body).toContain("Je cherche une voiture pour 3 jours.");
    expect(emails[0]!.text_body).toContain("Pour répondre, écrivez directement à afi@exemple.bj");

    const notifications = await handle.query<{ user_id: string; kind: string; title: string; message: string }>(
      "SELECT user_id, kind, title, message FROM notifications ORDER BY user_id",
    );
    expect(notifications.map((row) => row.user_id).sort()).toEqual([adminA.id, adminB.id].sort());
    for (const row of notifications) {
      expect(row).toMatchObject({ kind: "contact_message", title: "Nouveau message de contact" });
      expect(row.message).toBe("Afi Houngbo (afi@exemple.bj) : Location à Cotonou");
    }
  });

  it("keeps hostile text raw in the database and escaped in the e-mail's HTML", async () => {
    const hostile = {
      name: "<b>Mallory</b>",
      email: "mallory@exemple.bj",
      subject: `"><img src=x onerror=alert(1)>`,
      message: "<script>alert('xss')</script> & co",
    };
    const stored = await submitContactMessage(hostile);
    const [row] = await handle.query<{ name: string; message: string }>(
      "SELECT name, message FROM contact_messages WHERE id = $1",
      [stored.id],
    );
    expect(row).toEqual({ name: hostile.name, message: hostile.message });
    const [email] = await handle.query<{ html_body: string; text_body: string }>(
      "SELECT html_body, text_body FROM email_outbox",
    );
    expect(email!.html_body).not.toMatch(/<script|<img|<b>/);
    expect(email!.html_body).toContain("&lt;script&gt;alert(&#39;xss&#39;)&lt;/script&gt; &amp; co");
    expect(email!.html_body).toContain("&lt;b&gt;Mallory&lt;/b&gt;");
    expect(email!.text_body).toContain(hostile.message);
  });

  it("writes nothing at all when any step fails (one transaction)", async () => {
    await createUser({ roles: ["admin"] });
    const before = await counts();
    // Make the last step (the admin notification) fail inside the transaction.
    await handle.query(`
      CREATE FUNCTION refuse_notification() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'notifications indisponibles'; END $$`);
    await handle.query(
      "CREATE TRIGGER refuse_notification BEFORE INSERT ON notifications FOR EACH ROW EXECUTE FUNCTION refuse_notification()",
    );
    try {
      await expect(submitContactMessage(message)).rejects.toThrow();
      expect(await counts()).toEqual(before);
    } finally {
      await handle.query("DROP TRIGGER refuse_notification ON notifications");
      await handle.query("DROP FUNCTION refuse_notification()");
    }
  });

  it("still works when there is no administrator yet", async () => {
    await handle.query("DELETE FROM user_roles WHERE role = 'admin'");
    await submitContactMessage(message);
    expect(await counts()).toEqual({ messages: 1, emails: 1, notifications: 0 });
  });
});
