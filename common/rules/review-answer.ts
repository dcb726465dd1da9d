// A host's public answer to a review: shown on the listing page as written, so it is text
// only (no '<' or '>': nothing that looks like markup reaches a reader), not empty, at most
// REVIEW_ANSWER_MAX characters. The form (comfort) and the server (the rule) apply it.
import { hasForbiddenCharacters, visiblePart } from "#common/text-input";

export const REVIEW_ANSWER_MAX = 1000;

export type ReviewAnswerProblem = "answer_empty" | "answer_too_long" | "answer_html" | "forbidden_characters";

export function reviewAnswerProblem(body: string): ReviewAnswerProblem | null {
  if (hasForbiddenCharacters(body)) return "forbidden_characters";
  const visible = visiblePart(body);
  if (!visible) return "answer_empty";
  if (body.trim().length > REVIEW_ANSWER_MAX) return "answer_too_long";
  if (/[<>]/.test(body)) return "answer_html";
  return null;
}
