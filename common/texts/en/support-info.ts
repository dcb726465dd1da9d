import type { SupportInfoTexts } from "#common/texts/support-info";

export const supportInfo: SupportInfoTexts = {
  phone: "+229 01 21 00 00 00",
  phoneHref: "tel:+2290121000000",
  whatsappHref: "https://wa.me/2290121000000",
  hours: [
    { days: "Monday - Friday", time: "8 am - 6 pm" },
    { days: "Saturday", time: "9 am - 3 pm" },
    { days: "Sunday", time: "Closed" },
  ],
  hoursSentence: "Monday to Friday from 8 am to 6 pm and Saturday from 9 am to 3 pm (closed on Sunday), Benin time",
  emailDelay: "E-mail reply within 24 hours",
  address: "Cotonou, Benin",
};
