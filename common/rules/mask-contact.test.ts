import { describe, expect, it } from "vitest";
import { digitsOfWords, maskContactDetails } from "./mask-contact";

const words = { phone: "[numéro masqué]", email: "[e-mail masqué]" };
const mask = (text: string) => maskContactDetails(text, words).text;

describe("French number words read as digits", () => {
  it.each([
    [["zéro", "un"], "01"],
    [["nonante", "sept"], "97"],
    [["quatre", "vingt", "dix", "sept"], "97"],
    [["quatre", "vingts"], "80"],
    [["soixante", "dix", "sept"], "77"],
    [["soixante", "et", "onze"], "71"],
    [["vingt", "et", "un"], "21"],
    [["dix", "sept"], "17"],
    [["zero", "zero", "deux", "deux", "neuf"], "00229"],
    [["quatre", "sept"], "47"],
  ])("%j → %s", (input, expected) => {
    expect(digitsOfWords(input)).toBe(expected);
  });
});

describe("phone numbers are masked before a paid booking", () => {
  it.each([
    "Appelez-moi au 97000000",
    "Appelez-moi au 97 00 00 00",
    "Appelez-moi au 97.00.00.00",
    "Appelez-moi au 97-00-00-00",
    "Appelez-moi au 9 7 0 0 0 0 0 0",
    "Appelez-moi au 01 97 00 00 00",
    "Appelez-moi au 0197000000",
    "Appelez-moi au +229 97 00 00 00",
    "Appelez-moi au +22997000000",
    "Appelez-moi au 00229 97 00 00 00",
    "Appelez-moi au (+229) 97-00-00-00",
    "Appelez-moi au nonante-sept zéro zéro zéro zéro zéro zéro",
    "Appelez-moi au quatre-vingt-dix-sept, zéro zéro, zéro zéro, zéro zéro",
    "Appelez-moi au quatre vingt dix sept zero zero zero zero zero zero",
    "Appelez-moi au zéro un, nonante-sept, douze, trente-quatre, cinquante-six",
    "Appelez-moi au 97 zéro zéro 00 00",
    "Appelez-moi au NONANTE-SEPT ZÉRO ZÉRO ZÉRO ZÉRO ZÉRO ZÉRO",
  ])("%s", (text) => {
    const result = maskContactDetails(text, words);
    expect(result).toEqual({ text: "Appelez-moi au [numéro masqué]", masked: true });
  });

  it("masks a number in the middle of a sentence and keeps the rest", () => {
    expect(mask("Mon numéro : 97 00 00 00, écrivez-moi sur WhatsApp.")).toBe(
      "Mon numéro : [numéro masqué], écrivez-moi sur WhatsApp.",
    );
  });

  it("masks two numbers in one message", () => {
    expect(mask("97000000 ou 01 66 55 44 33")).toBe("[numéro masqué] ou [numéro masqué]");
  });
});

describe("what is not a phone number stays as written", () => {
  it.each([
    "Le prix est de 25 000 FCFA par nuit.",
    "Cela fait 12 500 000 FCFA en tout ? Ou 12 500 000 F CFA ?",
    "Nous arrivons le 12/03/2027 vers 14 h 30.",
    "Nous arrivons le 12.03.2027 ou le 14-03-2027.",
    "Nous serons deux adultes et trois enfants, pour sept nuits.",
    "La maison est à 200 m de la plage, chambre 12.",
    "Un ami viendra aussi, nous serons 4 ou 5.",
    "Rendez-vous à 18 h, au 1er étage.",
  ])("%s", (text) => {
    expect(maskContactDetails(text, words)).toEqual({ text, masked: false });
  });
});

describe("e-mail addresses are masked before a paid booking", () => {
  it.each([
    "Écrivez à afi.koffi@gmail.com merci",
    "Écrivez à AFI.KOFFI@GMAIL.COM merci",
    "Écrivez à afi.koffi [at] gmail [dot] com merci",
    "Écrivez à afi.koffi(at)gmail(dot)com merci",
    "Écrivez à afi.koffi (at) gmail point com merci",
    "Écrivez à afi.koffi arobase gmail point com merci",
    "Écrivez à afi.koffi at gmail dot com merci",
    "Écrivez à moi at gmail point com merci",
    "Écrivez à afi @ yahoo.fr merci",
    "Écrivez à afi@gmail merci",
  ])("%s", (text) => {
    expect(maskContactDetails(text, words)).toEqual({ text: "Écrivez à [e-mail masqué] merci", masked: true });
  });

  it("keeps an ordinary 'at' and 'point' in a sentence", () => {
    const text = "Le point de rendez-vous est at the airport, au point B.";
    expect(maskContactDetails(text, words)).toEqual({ text, masked: false });
  });

  it("masks an address and a number in the same message", () => {
    expect(mask("afi@exemple.bj ou +229 97 00 00 00")).toBe("[e-mail masqué] ou [numéro masqué]");
  });
});
