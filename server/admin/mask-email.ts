// Administrators see who signed up without reading every address in full (the specification:
// "The e-mail is masked in the admin view"): the first character of the local part, then
// '***', then the domain. 'afi.houngbo@exemple.bj' -> 'a***@exemple.bj'.
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "***";
  const first = Array.from(email.slice(0, at))[0]!;
  return `${first}***${email.slice(at)}`;
}
