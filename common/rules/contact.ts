// The contact form's limits, in characters like PostgreSQL's char_length: the same as
// contact_messages' CHECK constraints. The page shows them (maxlength), the server checks
// them (server/contact/contact-schema.ts).
export const contactLimits = { name: 200, email: 320, subject: 300, message: 5000 } as const;
