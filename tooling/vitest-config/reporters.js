/**
 * Reporters shared by every preset: the console reporter, plus a JSON report in
 * `<package>/.reports/<WL_REPORT_NAME or "vitest">.json` that scripts/sum-reports.mjs adds up into
 * the one `N passed, N failed` line CI ends with.
 */
/** @returns {Array<string | [string, Record<string, unknown>]>} */
export function reporters() {
  const name = process.env.WL_REPORT_NAME ?? "vitest";
  return ["default", ["json", { outputFile: `.reports/${name}.json` }]];
}
