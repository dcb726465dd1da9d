/** An e-mail in words, ready to send: what every template renders. */
export type RenderedEmail = { subject: string; text: string; html?: string };
