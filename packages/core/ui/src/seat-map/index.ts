/**
 * `@wenlv/ui/seat-map`: the seat map of a cinema or performance hall, its pure choice rules and
 * texts (kept off the index, so only the seat pages' chunks carry it).
 */
export { SeatMapView, SEAT_ZONE_COLOURS, type SeatMapProps } from "./seat-map";
export { seatGroup, toggleSeat, type SeatToggle } from "./seat-choice";
export { SEAT_MAP_NS, useSeatLabel, useSeatProblemText } from "./i18n";
export { seatMapEn, seatMapZhCN } from "./strings";
