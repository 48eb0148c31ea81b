/**
 * Document title of a page: "页面 - 站点" (spec section 1: "the site name shows in the title").
 * Answers just the site name when the page has no title (blank) or its title is the site name, and
 * just the page title when it already names the site: every part of the site name (split at "·",
 * "|" or " - ") occurs in it, letter case aside (issue 9: no "昆山文旅首页 - 昆山文旅", no
 * "银行专区 · 苏州文旅 - 苏州文旅·银行专区").
 * @example formatTitle("景区门票", "苏州文旅") === "景区门票 - 苏州文旅"
 * @example formatTitle("昆山文旅首页", "昆山文旅") === "昆山文旅首页"
 */
export function formatTitle(pageTitle: string | null | undefined, siteName: string): string {
  const page = (pageTitle ?? "").trim();
  if (page === "" || page === siteName) return siteName;
  const parts = siteName
    .split(/\s*[·|｜]\s*|\s+-\s+/)
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  const lowered = page.toLowerCase();
  if (parts.length > 0 && parts.every((part) => lowered.includes(part))) return page;
  return `${page} - ${siteName}`;
}
