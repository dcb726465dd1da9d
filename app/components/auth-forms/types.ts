import type { ToastInput } from "#app/components/ui/toast";

/** What the /auth action answers when a form is refused (rendered again, escaped by React). */
export type AuthFormFailure = {
  intent: "login" | "signup";
  message: string;
  fieldErrors: Record<string, string | undefined>;
  values: Record<string, string>;
  toast: ToastInput;
};
