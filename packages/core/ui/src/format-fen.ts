/** The pieces of a money amount: sign ("" or "-"), whole yuan and the trimmed fraction ("", ".5", ".05"). */
export type FenParts = { sign: "" | "-"; yuan: string; fraction: string };

/**
 * Splits an amount in fen (integer, 1 yuan = 100 fen) into display pieces with integer arithmetic
 * only, so no float rounding can creep in: 8000 -> {yuan "80", fraction ""}, 8050 -> ".5",
 * 8005 -> ".05". Trailing zeros of the fraction are dropped.
 * Throws RangeError when `fen` is not a safe integer (money is integer fen everywhere, see
 * ARCHITECTURE.md "Money").
 */
export function fenParts(fen: number): FenParts {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`fen must be a safe integer, got ${String(fen)}`);
  const abs = Math.abs(fen);
  const cents = abs % 100;
  const yuan = (abs - cents) / 100;
  let fraction = "";
  if (cents !== 0) fraction = cents % 10 === 0 ? `.${cents / 10}` : `.${String(cents).padStart(2, "0")}`;
  return { sign: fen < 0 ? "-" : "", yuan: String(yuan), fraction };
}

/**
 * Formats fen (integer) as a yuan price for display: 8000 -> "¥80", 8050 -> "¥80.5",
 * 1205 -> "¥12.05", -300 -> "-¥3". Throws RangeError for a non-integer or unsafe value.
 */
export function formatFen(fen: number): string {
  const { sign, yuan, fraction } = fenParts(fen);
  return `${sign}¥${yuan}${fraction}`;
}
