import type { ByLang } from "#common/i18n";
import { operators as en } from "./en/operators";
import { operators as fr } from "./fr/operators";

export type OperatorsTexts = typeof fr;
export const operatorsTexts: ByLang<typeof fr> = { fr, en };
