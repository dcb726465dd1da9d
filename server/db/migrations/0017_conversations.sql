-- People can reach each other (docs/decisions/021-messages.md): a conversation between a
-- traveler and a host about a listing (a question before booking) or about one booking.
-- Each side's reading and e-mailing moments sit on the conversation: unread counts and the
-- e-mail throttle (one per conversation per 15 minutes per recipient) read them.
-- A message's text is stored as shown: masked when written before a paid booking between
-- the two. A deleted account leaves its messages to the other side, the sender unnamed.
CREATE TABLE conversations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  listing_id uuid NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
  booking_id uuid UNIQUE REFERENCES bookings(id) ON DELETE CASCADE,
  traveler_id text REFERENCES users(id) ON DELETE SET NULL,
  host_id text REFERENCES users(id) ON DELETE SET NULL,
  traveler_read_at timestamptz,
  host_read_at timestamptz,
  traveler_emailed_at timestamptz,
  host_emailed_at timestamptz,
  last_message_at timestamptz,
  reported_at timestamptz,
  reported_by text REFERENCES users(id) ON DELETE SET NULL,
  report_reason text CHECK (char_length(report_reason) <= 1000),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (traveler_id <> host_id)
);
-- One question thread per traveler and listing; a booking has its own.
CREATE UNIQUE INDEX conversations_listing_traveler_idx ON conversations (listing_id, traveler_id)
  WHERE booking_id IS NULL;
CREATE INDEX conversations_traveler_idx ON conversations (traveler_id, last_message_at DESC);
CREATE INDEX conversations_host_idx ON conversations (host_id, last_message_at DESC);
CREATE INDEX conversations_reported_idx ON conversations (reported_at) WHERE reported_at IS NOT NULL;

CREATE TABLE conversation_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  conversation_id uuid NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
  sender_id text REFERENCES users(id) ON DELETE SET NULL,
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
  -- Contact details were masked when it was written (before a paid booking).
  masked boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX conversation_messages_conversation_idx ON conversation_messages (conversation_id, created_at);
-- The hourly limit counts a sender's messages.
CREATE INDEX conversation_messages_sender_idx ON conversation_messages (sender_id, created_at);
