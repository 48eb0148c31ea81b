/**
 * Name of the export file, with the Shanghai calendar day of `now`: "wenlv-my-data-20261121.json".
 */
export function exportFileName(now: Date): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Shanghai", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
  return `wenlv-my-data-${day.replaceAll("-", "")}.json`;
}

/** `data` as a UTF-8 JSON file body (2-space indented, so a person can read it). */
export function jsonBlob(data: unknown): Blob {
  return new Blob([JSON.stringify(data, null, 2)], { type: "application/json;charset=utf-8" });
}

/**
 * Starts the browser's download of `url` (an object URL) as `fileName` through a temporary link.
 * Webviews that block downloads (WeChat) ignore it; the page keeps a visible link as well.
 */
export function startDownload(url: string, fileName: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}
