// The header's two counts for the signed-in person: unread notifications and unread
// messages. Read with the root loader on every page: a failure shows no count, never an
// error page.
import { countUnread } from "./notifications.server";

export type HeaderCounts = { notifications: number; messages: number };

/** The person's unread messages (helper A's conversations, issue 15). */
export async function unreadMessagesCount(_userId: string): Promise<number> {
  // MERGE: replaced by countUnreadMessages from server/messages
  return 0;
}

export async function headerCounts(userId: string): Promise<HeaderCounts> {
  try {
    const [notifications, messages] = await Promise.all([countUnread(userId), unreadMessagesCount(userId)]);
    return { notifications, messages };
  } catch (error) {
    console.error("[notifications] compteurs de l'en-tête illisibles:", (error as Error).message);
    return { notifications: 0, messages: 0 };
  }
}
