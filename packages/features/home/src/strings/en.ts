import type { HomeStrings } from "./zh";

/** English strings of the home screen (issue 2: English for the ticket journey). */
export const homeEn: HomeStrings = {
  search: {
    placeholder: "Search scenic spots, gardens, water towns",
    label: "Search scenic spots",
  },
  topics: {
    label: "Topics",
    tickets: "Tickets",
    gardens: "Gardens",
    towns: "Water towns",
    museums: "Museums",
    orders: "My orders",
  },
  featured: {
    title: "Bank picks",
  },
  hot: {
    title: "Popular spots",
    more: "See all",
    moreLabel: "See all scenic tickets",
    empty: "No popular spots right now. Browse all scenic spots instead.",
  },
  nearby: {
    title: "Nearby",
    empty: "No bookable scenic spots nearby. Browse all scenic spots instead.",
    locate: "Use my location",
    locating: "Locating",
    hint: "Turn on location to see the scenic spots nearest to you.",
    outcome: {
      refused: "Location is off. You can keep browsing every scenic spot.",
      denied: "Location permission is off. Turn it on in the browser or system settings, then try again.",
      unavailable: "Your location is not available right now. Please try again later.",
      skipped: "Location is not available here. You can keep browsing every scenic spot.",
    },
  },
  browseAll: "All scenic spots",
};
