import { z } from "zod";
import { ID_TYPES } from "./id-type-labels";

export { ID_TYPES, ID_TYPE_LABELS, type IdType } from "./id-type-labels";

/**
 * Identity document types accepted for real-name travellers (issue 2, section 3 of the issue):
 * mainland resident ID card (GB 11643), passport, Mainland Travel Permit for Hong Kong and Macao
 * Residents (回乡证), Mainland Travel Permit for Taiwan Residents (台胞证), and the Foreign Permanent
 * Resident ID Card (外国人永久居留身份证).
 */
export const ZIdType = z.enum(ID_TYPES);

