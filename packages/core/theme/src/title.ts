/**
 * Document title of a page: "页面 - 站点" (spec section 1: "the site name shows in the title").
 * Answers just the site name when the page has no title (blank) or its title is the site name.
 * @example formatTitle("景区门票", "苏州文旅") === "景区门票 - 苏州文旅"
 */
export function formatTitle(pageTitle: string | null | undefined, siteName: string): string {
  const page = (pageTitle ?? "").trim();
  if (page === "" || page === siteName) return siteName;
  return `${page} - ${siteName}`;
}
