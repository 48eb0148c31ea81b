/**
 * Reads a displayed yuan price ("¥80", "¥27.5", "¥12.05 起") as integer fen, so the test can do
 * its arithmetic in fen like the product does (ARCHITECTURE.md "Money"). Throws when no price is found.
 */
export function yuanTextToFen(text: string): number {
  const match = /¥\s*(\d+)(?:\.(\d{1,2}))?/.exec(text);
  if (!match) throw new Error(`no ¥ price in "${text}"`);
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/**
 * Formats integer fen the way the app shows money (trailing zeros of the fraction dropped):
 * 16000 -> "¥160", 5500 -> "¥55", 5550 -> "¥55.5", 1205 -> "¥12.05". Written independently of
 * @wenlv/ui's formatFen so the e2e suite checks it rather than reuses it.
 */
export function fenToYuanText(fen: number): string {
  const yuan = Math.floor(fen / 100);
  const cents = fen % 100;
  const fraction = cents === 0 ? "" : cents % 10 === 0 ? `.${cents / 10}` : `.${String(cents).padStart(2, "0")}`;
  return `¥${yuan}${fraction}`;
}
