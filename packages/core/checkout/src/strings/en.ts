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
  errors: {
    travellers: "Choose {{count}} traveller(s)",
    contactName: "Enter the contact's name",
    contactPhone: "Enter a valid mobile number",
  },
};
