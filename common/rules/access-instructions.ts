// A listing's access instructions: free text (codes, directions, a phone number), private
// until a booking is paid. Empty means none; at most ACCESS_INSTRUCTIONS_MAX characters.
import { hasForbiddenCharacters } from "#common/text-input";

export const ACCESS_INSTRUCTIONS_MAX = 2000;

export type AccessInstructionsProblem = "too_long" | "forbidden_characters";

export function accessInstructionsProblem(body: string): AccessInstructionsProblem | null {
  if (hasForbiddenCharacters(body)) return "forbidden_characters";
  if (body.trim().length > ACCESS_INSTRUCTIONS_MAX) return "too_long";
  return null;
}
