// A mailto: link to an address someone typed (a traveler's e-mail shown to the host). In
// a mailto: URL everything after `?` is header fields (cc, bcc, subject, body, RFC 6068):
// an address written as 'afi@exemple.bj?cc=…' would add recipients to the host's e-mail.
// The address is percent-encoded whole (its one '@' kept readable), so it stays one
// address, whatever it holds.
export function mailtoHref(address: string): string {
  return `mailto:${encodeURIComponent(address).replace(/%40/g, "@")}`;
}
