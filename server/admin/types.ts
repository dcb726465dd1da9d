// Shapes the admin reads return to the dashboard (plain data, serialisable to the browser).
import type { BookingFilters } from "#common/booking-filters";
import type { BookingStatus, PaymentStatus } from "#common/lifecycles/booking";
import type { ListingStatus } from "#common/lifecycles/listing-moderation";
import type { SurplusReason } from "#common/lifecycles/surplus-payment";
import type { ImageRef } from "#common/media";
import type { RentalTerms } from "#common/rental-terms";
import type { RefundView } from "#server/bookings/booking-view.server";
import type { MoneyTab } from "#server/money/admin-money.server";
import type { NotificationItem } from "#server/notifications/notifications.server";
import type { AdminActionRecord } from "./admin-action-log.server";
import type { DashboardQuery, EmailStatus, Page } from "./dashboard-query";

export type DecisionRecord = {
  id: string;
  decision: "approved" | "rejected" | "resubmitted";
  reason: string | null;
  adminName: string | null;
  createdAt: string;
};

export type AdminListing = {
  id: string;
  title: string;
  description: string;
  category: string;
  price: number;
  address: string;
  city: string;
  country: string;
  isVehicle: boolean;
  amenities: string[];
  houseRules: string[];
  images: ImageRef[];
  maxGuests: number;
  cancellationPolicy: "flexible" | "moderate" | "strict";
  status: ListingStatus;
  rejectionReason: string | null;
  /** The version shown: a decision posts it back and applies to it only. */
  version: number;
  make: string | null;
  model: string | null;
  year: number | null;
  vehicleType: string | null;
  transmission: string | null;
  fuelType: string | null;
  seats: number | null;
  /** A vehicle's rental terms (docs/decisions/027), reviewed like the price; null on a stay. */
  rentalTerms: RentalTerms | null;
  owner: { name: string; maskedEmail: string };
  createdAt: string;
  updatedAt: string;
  history: DecisionRecord[];
  /** Why an administrator took it off the site (while unpublished), and the administrators' actions on it. */
  unpublishReason: string | null;
  adminActions: AdminActionRecord[];
};

export type AdminBooking = {
  id: string;
  reference: string;
  listing: { id: string; title: string; isVehicle: boolean };
  traveler: { name: string; maskedEmail: string };
  startDate: string;
  endDate: string;
  guests: number;
  subtotal: number;
  travelerFee: number;
  hostFee: number;
  totalPrice: number;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  /** A refund the administrators still owe the traveler (mobile money, paid by hand). */
  refundOwed: number | null;
  /** Payments it received beyond its own, still owed back to their payers (surplus_payments). */
  surplusOwed: number | null;
  /** The refund's state as the traveler reads it (on its way, sent, failed). */
  refund: RefundView;
  createdAt: string;
};

/** A payment no booking kept, owed back to the number that paid (masked here). */
export type AdminSurplusPayment = {
  id: string;
  bookingId: string;
  reference: string;
  listingTitle: string;
  amount: number;
  paymentMethod: "mtn" | "moov" | null;
  maskedPhone: string | null;
  reason: SurplusReason;
  providerTransactionId: string;
  createdAt: string;
};

export type AdminUser = {
  id: string;
  fullName: string | null;
  userType: "traveler" | "host" | "admin";
  maskedEmail: string;
  createdAt: string;
  /** Issue 16: the roles held (host, admin), the suspension and the administrators' actions on the account. */
  roles: ("host" | "admin")[];
  suspendedAt: string | null;
  suspensionReason: string | null;
  adminActions: AdminActionRecord[];
};

export type AdminContactMessage = {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  handled: boolean;
  createdAt: string;
};

export type AdminEmail = {
  id: string;
  maskedTo: string;
  subject: string;
  template: string;
  status: EmailStatus;
  attempts: number;
  maxAttempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
};

export type DashboardStats = {
  users: number;
  listings: Record<ListingStatus, number> & { total: number };
  bookings: Record<BookingStatus, number> & { total: number };
  payments: Record<PaymentStatus, number>;
  /** Sum of the totals of bookings whose payment completed, in whole FCFA. */
  paidVolume: number;
};

export type DashboardData = DashboardQuery & {
  stats: DashboardStats;
  notifications: NotificationItem[];
  unreadNotifications: number;
  reasonMaxLength: number;
  listings?: { pending: AdminListing[]; pendingTotal: number; decided: Page<AdminListing> };
  bookings?: Page<AdminBooking>;
  /** With the bookings tab: the filters applied, or that they were refused (nothing listed). */
  bookingFilters?: BookingFilters;
  bookingFiltersInvalid?: boolean;
  /** With the bookings tab: every payment still owed back, oldest first. */
  surplusPayments?: { items: AdminSurplusPayment[]; total: number; amount: number };
  users?: Page<AdminUser>;
  messages?: Page<AdminContactMessage>;
  emails?: Page<AdminEmail>;
  /** The money tab: figures from the ledger and the payouts, and the failed payouts to act on. */
  money?: MoneyTab;
};
