import { useNavigation } from "react-router";
import { TextField } from "#app/components/ui/field";
import { Form, Link } from "#app/lib/local-links";
import { useTexts } from "#app/lib/texts";
import { validateLogin, type LoginFields } from "#common/rules/account";
import { authTexts } from "#common/texts/auth";
import { FormAlert, SubmitButton } from "./form-parts";
import type { AuthFormFailure } from "./types";
import { useFormErrors } from "./use-form-errors";

export function LoginForm({ failure, redirectTo }: { failure?: AuthFormFailure; redirectTo: string }) {
  const messages = useTexts(authTexts);
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "login";
  const { errors, onSubmit } = useFormErrors<LoginFields>(validateLogin, failure?.fieldErrors, messages.validation);
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
      <input type="hidden" name="intent" value="login" />
      {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
      <FormAlert message={failure?.message} />
      <TextField
        name="email"
        type="email"
        label={messages.fields.email}
        placeholder={messages.fields.emailPlaceholder}
        autoComplete="email"
        inputMode="email"
        defaultValue={failure?.values.email}
        error={errors.email}
        required
      />
      <TextField
        name="password"
        type="password"
        label={messages.fields.password}
        autoComplete="current-password"
        error={errors.password}
        required
      />
      <div className="text-right">
        <Link to="/reset-password" className="text-sm font-medium text-brand-700 hover:underline">
          {messages.actions.forgotPassword}
        </Link>
      </div>
      <SubmitButton pending={pending} label={messages.actions.login} pendingLabel={messages.actions.loggingIn} />
    </Form>
  );
}
