import type { checkoutZhCN } from "./zh";

/** English strings of the shared order-page parts (same keys as zh-CN). */
export const checkoutEn: typeof checkoutZhCN = {
  travellers: "Travellers",
  travellersHint: "Real-name booking: choose {{count}} traveller(s)",
  travellersChosen: "{{chosen}}/{{count}} chosen",
  addTraveller: "Add a traveller",
  idTypes: {
    ID_CARD: "ID card",
    PASSPORT: "Passport",
    HK_MACAU_PERMIT: "Home Return Permit (HK/Macao)",
    TAIWAN_PERMIT: "Taiwan Compatriot Permit",
    FOREIGN_PR: "Foreign Permanent Resident ID",
  },
  noTravellers: "No travellers yet. Add a traveller first.",
  travellerLoadFailed: "Could not load travellers",
  contact: "Contact",
  contactName: "Contact name",
  contactNamePlaceholder: "Enter the contact's name",
  contactPhone: "Mobile number",
  contactPhonePlaceholder: "For order notifications",
  total: "Total",
  unitTimesQuantity: "{{unit}} × {{quantity}}",
  submit: "Place order",
  submitting: "Submitting...",
  waitlist: {
    join: "Join the waiting list",
    soldOutHint: "Sold out. Fill in the details to join the waiting list: when places come back, they are held for those waiting in turn as an unpaid order; watch for the notice and pay before its deadline.",
    joined: "You are on the waiting list, number {{position}}",
    joinedHint: "When places come back they are held for you as an unpaid order, under My orders · To pay.",
  },
  errors: {
    travellers: "Choose {{count}} traveller(s)",
    contactName: "Enter the contact's name",
    contactPhone: "Enter a valid mobile number",
  },
};
