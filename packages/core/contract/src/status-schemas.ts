import { z } from "zod";
import { ORDER_STATUSES, PRODUCT_STATUSES, PRODUCT_TYPES } from "./status";

/** zod schemas of the spec section 4 enums (kept apart from status.ts, which the app loads at start). */
export const ZProductType = z.enum(PRODUCT_TYPES);
export const ZOrderStatus = z.enum(ORDER_STATUSES);
export const ZProductStatus = z.enum(PRODUCT_STATUSES);
export const ZQrStatus = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
