/** `@wenlv/ui/capsule-row`: a scrolling row of capsule buttons and the district row built on it (kept off the index, so only list pages carry them). */
export { AreaTabs, type AreaTabsProps } from "./area-tabs";
export { CapsuleRow, type Capsule, type CapsuleRowProps } from "./capsule-row";
