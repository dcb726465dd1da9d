// The help centre in English. The support facts (hours, phone, e-mail delay) come from
// common/texts/<lang>/support-info.ts, the same on every page.
import type { HelpCenterContent } from "#app/content/help-center";
import { Link } from "#app/lib/local-links";

export const helpCenter: HelpCenterContent = {
  metaTitle: "Help centre",
  metaDescription:
    "Need help with a booking, a mobile money payment or your listing? Frequently asked questions, phone, WhatsApp and e-mail of the Bénin Voyages support.",
  title: "Help centre",
  intro: "Find an answer quickly or talk to our team.",
  faq: {
    title: "Frequently asked questions",
    text: "Booking, payment with mobile money, fees, cancellation, becoming a host: the answers to the most common questions.",
    action: "See the FAQ",
  },
  chat: {
    title: "Chat with us",
    text: (hours: string) => (
      <>
        Talk to an adviser on WhatsApp, {hours}. Outside these hours, leave us a message: we answer as soon as we
        reopen.
      </>
    ),
    action: "Write on WhatsApp",
  },
  phone: {
    title: "By phone",
    text: (hours: string) => <>Call us {hours}.</>,
  },
  email: {
    title: "By e-mail",
    text: (delay: string) => (
      <>
        {delay}. You can also use our{" "}
        <Link to="/en/contact" className="font-medium text-brand-700 underline">
          contact form
        </Link>
        .
      </>
    ),
  },
  hoursTitle: "Support hours",
};
