import { DEFAULT_PARTNER, type PartnerConfig } from "@wenlv/theme";

/** The 苏州文旅 shell: partner code, host, site name, theme and its own page titles (spec section 1). */
export const partner: PartnerConfig = {
  ...DEFAULT_PARTNER,
  titles: {},
};
