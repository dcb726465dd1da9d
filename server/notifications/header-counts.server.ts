// The header's two counts for the signed-in person: unread notifications and unread
// messages. Read with the root loader on every page: a failure shows no count, never an
// error page.
import { countUnreadMessages } from "#server/messages/unread-messages.server";
import { log } from "#server/observability/log.server";
import { countUnread } from "./notifications.server";

export type HeaderCounts = { notifications: number; messages: number };

export async function headerCounts(userId: string): Promise<HeaderCounts> {
  try {
    const [notifications, messages] = await Promise.all([countUnread(userId), countUnreadMessages(userId)]);
    return { notifications, messages };
  } catch (error) {
    log("notifications").error({ err: error }, "compteurs de l'en-tête illisibles");
    return { notifications: 0, messages: 0 };
  }
}
