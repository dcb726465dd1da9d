import { redirect } from "react-router";

export function loader() {
  return redirect("/terms-of-service", 301);
}
