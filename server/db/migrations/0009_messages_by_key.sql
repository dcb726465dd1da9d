-- Texts in the reader's language (docs/decisions/011-codes-not-sentences.md).
--
-- Each person has a language (French, the reference, until another is offered); e-mails
-- and notifications keep their template or kind with its parameters, so they are rendered
-- in the recipient's language when sent or shown. The words already stored stay: rows
-- written before this migration (no parameters) are shown as they were written.
ALTER TABLE profiles ADD COLUMN lang text NOT NULL DEFAULT 'fr';

ALTER TABLE email_outbox
  ADD COLUMN params jsonb,
  ADD COLUMN lang text NOT NULL DEFAULT 'fr';

ALTER TABLE notifications ADD COLUMN params jsonb;
