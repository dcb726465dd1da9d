import { localRedirect } from "#server/http/local-redirect.server";

export function loader({ url }: { url: URL }) {
  return localRedirect(url, "/terms-of-service", 301);
}
