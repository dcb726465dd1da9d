import type { AccountPageTexts } from "#common/texts/account-page";

export const accountPage: AccountPageTexts = {
  metaTitle: "My account",
  title: "My account",
  intro: "Your details, your password, your data and deleting your account.",
  profile: {
    title: "Your details",
    email: "E-mail address",
    fullName: "Full name",
    phone: "Phone",
    phoneHint: "10-digit Beninese number starting with 01, for example 01 97 00 00 00.",
    save: "Save",
    saved: "Your details are saved.",
  },
  password: {
    title: "Password",
    current: "Current password",
    next: "New password",
    confirm: "Confirm the new password",
    save: "Change the password",
    changed: "Your password is changed. Your other devices are signed out.",
  },
  sessions: {
    title: "Signed-in devices",
    intro: "Signing out everywhere closes all your sessions, this one included.",
    signOutEverywhere: "Sign out of all devices, this one included",
  },
  data: {
    title: "Your data",
    intro:
      "Download a JSON file of everything the platform keeps about you: account, sessions, bookings, payments, listings, reviews, notifications, payout account, messages.",
    download: "Download my data",
  },
  deletion: {
    title: "Delete my account",
    intro:
      "Your personal data is erased: name, e-mail, phone, payout account, sessions. Your bookings and payments are kept without your name for 7 years, as the privacy policy says. Your listings are withdrawn. Your upcoming bookings are cancelled under the cancellation terms.",
    password: "Password",
    confirmation: "Type DELETE to confirm",
    word: "DELETE",
    submit: "Delete my account",
    done: "Your account is deleted.",
  },
  validation: {
    fullName: "The name must be at least 3 characters long.",
    fullNameTooLong: "The name cannot be longer than 100 characters.",
    forbiddenCharacters: "This field contains characters that are not allowed.",
    phone: "Enter a 10-digit Beninese number starting with 01.",
    password: "The password must be at least 8 characters long.",
    passwordTooLong: "The password cannot be longer than 128 characters.",
    confirmPassword: "The passwords do not match.",
  },
  errors: {
    wrongPassword: "Wrong password.",
    tooManyAttempts: "Too many attempts. Try again in a few minutes.",
    wrongConfirmation: "Type DELETE in capital letters to confirm the deletion.",
    lastAdmin: "You are the last administrator: appoint another one before deleting your account.",
    payoutInFlight: "A payout to your account is on its way. You can delete your account once it has arrived.",
    invalidRequest: "Invalid request.",
  },
};
