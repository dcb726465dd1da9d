// The most common passwords (common-passwords.txt, shipped with the project: no outside
// service is asked) are refused when a password is chosen, at sign-up and at a reset.
// Compared in lower case: "Azerty123" is as guessable as "azerty123". The list stays on
// the server: the browser checks only the length.
import type { AccountProblem } from "#common/rules/account";
import list from "./common-passwords.txt?raw";

let refused: Set<string> | undefined;

function commonPasswords() {
  refused ??= new Set(
    list
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("#")),
  );
  return refused;
}

export function isCommonPassword(password: string) {
  return commonPasswords().has(password.trim().toLowerCase());
}

export function commonPasswordProblem(password: string): AccountProblem | undefined {
  return isCommonPassword(password) ? { code: "passwordCommon" } : undefined;
}
