import type { ToastMessagesTexts } from "#common/texts/toast-messages";

export const toastMessages: ToastMessagesTexts = {
  close: "Close",
  region: "Notifications",
  catalog: {
    contactSent: {
      title: "Message sent",
      description: "We have received your message and will answer within 24 hours.",
    },
    authRequired: {
      title: "Sign-in required",
      description: "Please sign in to see this page.",
    },
    signedIn: { title: "Signed in", description: "You are now signed in" },
    signedOut: { title: "Signed out", description: "You are now signed out" },
    accountDeleted: { title: "Account deleted", description: "Your personal data has been erased." },
    signedUp: { title: "Account created", description: "Please sign in to reach your account" },
    adminLoginRequired: {
      title: "You must be signed in to see this page.",
      variant: "destructive",
    },
    twoFactorEnabled: {
      title: "Two-factor authentication turned on",
      description: "Your code will be asked for at every sign-in.",
    },
    adminOnly: {
      title: "Access denied",
      description: "You must be an administrator to see this page.",
      variant: "destructive",
    },
    hostLoginRequired: {
      title: "Sign-in required",
      description: "Please sign in to become a host",
      variant: "destructive",
    },
    listingNotFound: { title: "Listing not found", variant: "destructive" },
    listingUpdated: { title: "Listing updated" },
    propertyAdded: {
      title: "Place to stay added",
      description: "Your listing has been sent for review. You will be told as soon as it is approved.",
    },
    vehicleAdded: {
      title: "Vehicle added",
      description: "Your listing has been sent for review. You will be told as soon as it is approved.",
    },
    listingLoadFailed: { title: "The listing's details could not be loaded", variant: "destructive" },
    becameHost: { title: "Congratulations!" },
    bookingInfoMissing: { title: "Booking details missing", variant: "destructive" },
    paymentCancelled: { title: "Payment cancelled" },
    listingDeleted: { title: "Listing deleted" },
  },
};
