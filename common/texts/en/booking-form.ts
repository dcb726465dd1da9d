import type { BookingFormTexts } from "../booking-form";
import { common } from "./common";

export const bookingForm: BookingFormTexts = {
  form: {
    title: "Book",
    arrival: "Arrival date",
    departure: "Departure date",
    vehicleStart: "Rental starts",
    vehicleEnd: "Rental ends",
    guests: "Travellers",
    guestCount: (count: number) => `${count} ${count === 1 ? "traveller" : "travellers"}`,
    travelerTitle: "Traveller's details",
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    phone: "Phone (optional)",
    phonePlaceholder: "+229 01 97 00 00 00",
    submit: "Confirm the booking",
    submitting: "Creating the booking...",
    priceLine: (price: string, units: string) => `${price} x ${units}`,
    /** '3 nights', '1 day' (only 1 is singular in English). */
    units: (isVehicle: boolean, count: number) =>
      `${count} ${isVehicle ? "day" : "night"}${Math.abs(count) === 1 ? "" : "s"}`,
    driverLine: (price: string, units: string) => `Driver: ${price} x ${units}`,
    driver: "Driver",
    withoutDriver: "Without a driver (I drive)",
    withDriver: (price: string) => `With a driver (+ ${price} per day)`,
    fixedWithoutDriver: "Rental without a driver: you drive yourself.",
    fixedWithDriver: (price: string) => `Rental with a driver (${price} per day, included in the total).`,
    depositNotice: (amount: string) =>
      `Deposit of ${amount} to hand to the owner at pick-up: it is not paid online.`,
    subtotal: "Subtotal",
    travelerFee: "Service fee (10%)",
    total: "Total",
    holdNotice: "The dates are held for 30 minutes while you pay with mobile money.",
    continueToPayment: "Go to payment",
  },
  validation: {
    checkIn: "Please choose an arrival date",
    checkOut: "Please choose a departure date",
    guestsMin: "At least 1 traveller is required",
    guestsMax: "10 travellers at most",
    capacity: (max: number) => `This listing takes at most ${max} ${max === 1 ? "traveller" : "travellers"}`,
    firstName: "The first name is required",
    lastName: "The last name is required",
    email: "Invalid email",
    checkOutAfter: "The departure date must be after the arrival date",
    pastDate: "The arrival date cannot be in the past",
    tooFarAhead: "Bookings are open up to one year ahead",
    tooLong: "A booking lasts 90 nights or days at most",
    minStay: (count: number) => `This listing is booked for at least ${count} night${count === 1 ? "" : "s"}`,
    minStayDays: (count: number) => `This vehicle is rented for at least ${count} day${count === 1 ? "" : "s"}`,
    maxStay: (count: number) => `This listing is booked for at most ${count} night${count === 1 ? "" : "s"}`,
    maxStayDays: (count: number) => `This vehicle is rented for at most ${count} day${count === 1 ? "" : "s"}`,
    advanceNotice: (days: number) =>
      `The host asks for notice: arrival must be at least ${days} day${days === 1 ? "" : "s"} from today`,
    phone: "Invalid phone number (e.g. +229 01 97 00 00 00)",
    tooLongText: "This text is too long",
    forbiddenCharacters: common.forbiddenCharacters,
    driverChoice: "Please choose with or without a driver",
    driverNotOffered: "This vehicle is not offered with this driver option",
  },
  errors: {
    title: "Booking error",
    description: (message: string) => `Error while creating the booking: ${message}`,
    unexpected: "An unexpected error occurred",
    datesTaken: "These dates are no longer available for this listing. Please choose other dates.",
    listingUnavailable: "This listing cannot be booked.",
    invalidForm: "Please correct the fields shown.",
    ownListing: "You cannot book your own listing.",
    tooManyRequests: "Too many bookings started in a short time. Please try again in an hour.",
    tooManyHolds: (count: number) =>
      `You already have ${count} bookings waiting for payment. Pay for one or cancel it before starting another.`,
    tooManyHoldsThisHour: (count: number) =>
      `You have started ${count} bookings without paying for them in the last hour. Please try again later.`,
    holdCooldown: (minutes: number) =>
      `Your previous booking of these dates was not paid in time: these dates stay open to other travellers for ${minutes} minutes. Please try again later or choose other dates.`,
  },
  created: {
    title: "Booking created",
    description: "Your booking has been created. Now go on to payment.",
  },
};
