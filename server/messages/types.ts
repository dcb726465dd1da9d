// What the messages pages receive (server/messages → app/routes/messages*.tsx).

/** Who reads a conversation: one of its two people, or an administrator once it is reported. */
export type ConversationRole = "traveler" | "host" | "admin";

export type ConversationListItem = {
  id: string;
  listingTitle: string;
  bookingReference: string | null;
  /** The other person's name; null once that account is deleted. */
  otherName: string | null;
  lastMessage: { body: string; fromMe: boolean; at: string } | null;
  unread: number;
};

export type MessageView = {
  id: string;
  body: string;
  /** "me" for the reader's own messages; the side of the sender otherwise. */
  from: "me" | "traveler" | "host" | "deleted";
  masked: boolean;
  at: string;
};

/** The other person's phone and WhatsApp link, once a booking between the two is paid. */
export type ContactDetails = { name: string | null; phone: string | null; whatsappUrl: string | null };

export type ConversationView = {
  id: string | null;
  role: ConversationRole;
  listing: { id: string; title: string };
  bookingReference: string | null;
  travelerName: string | null;
  hostName: string | null;
  messages: MessageView[];
  /** A paid booking between the two: contact details are shown and no longer masked. */
  paidBooking: boolean;
  contact: ContactDetails | null;
  report: { at: string; reason: string | null; byName: string | null } | null;
  /** The other side's account is deleted: nothing more can be sent. */
  otherPartyGone: boolean;
};
