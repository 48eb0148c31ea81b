/**
 * antd-mobile's PullToRefresh head height and release threshold (px), given explicitly: left out,
 * the component measures a test element (`convertPx`, for builds that scale px) while rendering,
 * which forces a layout of the whole page during hydration (about 150 ms of blocking time on a
 * throttled phone on / and /AttractionsTickets; issue 8). Our CSS px are not scaled, so these are
 * the values it would measure.
 */
export const PULL_TO_REFRESH_SIZES = { headHeight: 40, threshold: 60 } as const;
