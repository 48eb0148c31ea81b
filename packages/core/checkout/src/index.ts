/*
 * The parts every order page shares, whatever it sells (tickets, hotel stays, lines, shows,
 * movies ...): the contact fields and their checks, the real-name traveller picker, the bottom
 * bar with the total and 提交订单, the prefill of the contact, drafts kept across a visit to the
 * traveller pages, the order's source fields, and the signed submit that goes on to /OrderPay.
 */
import "./i18n";

export { checkoutApi, useCheckoutOrderContactQuery, useCheckoutTravellersQuery } from "./api";
export { contactFieldProblem, contactProblems, useContactRule, type ContactProblem } from "./contact-check";
export { ContactFields, type ContactField, type ContactFieldsProps, type ContactValues } from "./contact-fields";
export { CHECKOUT_NS, useCheckoutT } from "./i18n";
export { LAST_CONTACT_KEY, loadDraft, loadLastContact, saveDraft, saveLastContact, withPickedTraveller, type OrderContact } from "./order-storage";
export { hostChannel, newIdempotencyKey, sourceFields, useOrderSource, type OrderSource } from "./order-source";
export { SubmitBar, type SubmitBarProps } from "./submit-bar";
export { TravellerPicker, type TravellerPickerProps } from "./traveller-picker";
export { useAccountContact } from "./use-account-contact";
export { useJoinWaitlist } from "./use-join-waitlist";
export { useOrderContact } from "./use-order-contact";
export { WaitlistNotice, type WaitlistNoticeProps } from "./waitlist-notice";
export { useSubmitOrder, type OrderProblem, type SubmitOutcome } from "./use-submit-order";
