import { localRedirect } from "#server/http/local-redirect.server";

export function loader({ url }: { url: URL }) {
  return localRedirect(url, "/privacy-policy", 301);
}
