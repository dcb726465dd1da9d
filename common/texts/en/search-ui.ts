import type { SearchUiTexts } from "#common/texts/search-ui";

export const searchUi: SearchUiTexts = {
  destination: "Destination",
  destinationPlaceholder: "Where are you going? (town, neighbourhood…)",
  arrival: "Arrival date",
  departure: "Departure date",
  chooseDate: "Choose a date",
  guests: "Number of people",
  people: (count: number) => `${count} ${count === 1 ? "person" : "people"}`,
  fewerGuests: "One person fewer",
  moreGuests: "One person more",
  submit: "Search",
  calendar: {
    previousMonth: "Previous month",
    nextMonth: "Next month",
    close: "Close the calendar",
    clear: "Clear the date",
    unavailable: "unavailable",
  },
};
