import { useNavigation } from "react-router";
import { TextField } from "#app/components/ui/field";
import { Form, Link } from "#app/lib/local-links";
import { useTexts } from "#app/lib/texts";
import { LIMITS, validateSignup, type SignupFields } from "#common/rules/account";
import { authTexts } from "#common/texts/auth";
import { FormAlert, SubmitButton } from "./form-parts";
import type { AuthFormFailure } from "./types";
import { useFormErrors } from "./use-form-errors";

export function SignupForm({ failure, redirectTo }: { failure?: AuthFormFailure; redirectTo: string }) {
  const messages = useTexts(authTexts);
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "signup";
  const { errors, onSubmit } = useFormErrors<SignupFields>(validateSignup, failure?.fieldErrors, messages.validation);
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
      <input type="hidden" name="intent" value="signup" />
      {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
      <FormAlert message={failure?.message} />
      <TextField
        name="username"
        label={messages.fields.username}
        placeholder={messages.fields.usernamePlaceholder}
        autoComplete="name"
        maxLength={LIMITS.nameMax}
        defaultValue={failure?.values.username}
        error={errors.username}
        required
      />
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
        autoComplete="new-password"
        error={errors.password}
        required
      />
      <TextField
        name="confirmPassword"
        type="password"
        label={messages.fields.confirmPassword}
        autoComplete="new-password"
        error={errors.confirmPassword}
        required
      />
      <SubmitButton pending={pending} label={messages.actions.signup} pendingLabel={messages.actions.signingUp} />
      <p className="text-center text-xs text-slate-500">
        {messages.signupFooter.before}
        <Link to="/terms" className="text-brand-700 underline">
          {messages.signupFooter.terms}
        </Link>
        {messages.signupFooter.and}
        <Link to="/privacy" className="text-brand-700 underline">
          {messages.signupFooter.privacy}
        </Link>
        {messages.signupFooter.after}
      </p>
    </Form>
  );
}
