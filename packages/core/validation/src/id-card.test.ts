import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ID_CARD_PROVINCE_CODES, idCardBirthDate, idCardProblem, isMainlandIdCard } from "./id-card";
import { mod11_2CheckChar } from "./mod11-2";

const NOW = new Date("2025-06-01T04:00:00Z"); // 12:00 in Shanghai
const withCheck = (body17: string) => body17 + mod11_2CheckChar(body17);

/** Arbitrary valid ID numbers: real province code, a real birth date 1900-01-01..NOW, any sequence. */
const validIdCard = fc
  .record({
    province: fc.constantFrom(...ID_CARD_PROVINCE_CODES),
    rest: fc.stringMatching(/^\d{4}$/),
    birth: fc.date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2025-05-31T00:00:00Z"), noInvalidDate: true }),
    seq: fc.stringMatching(/^\d{3}$/),
  })
  .map(({ province, rest, birth, seq }) => withCheck(province + rest + birth.toISOString().slice(0, 10).replaceAll("-", "") + seq));

describe("isMainlandIdCard", () => {
  it("accepts the GB 11643 sample number with an X check character, in either case", () => {
    expect(isMainlandIdCard("11010519491231002X", NOW)).toBe(true);
    expect(isMainlandIdCard("11010519491231002x", NOW)).toBe(true);
  });

  it("rejects wrong shapes", () => {
    for (const bad of ["", "11010519491231002", "110105194912310021X", "11010519491231002Y", "1101051949123100 2X", "X10105194912310021"]) {
      expect(idCardProblem(bad, NOW)).toBe("format");
    }
  });

  it("rejects province codes that do not exist", () => {
    for (const prefix of ["00", "10", "20", "66", "80", "91"]) {
      expect(idCardProblem(withCheck(`${prefix}010519491231002`), NOW)).toBe("region");
    }
  });

  it("rejects impossible and future birth dates and dates before 1900", () => {
    expect(idCardProblem(withCheck("11010519490230002"), NOW)).toBe("birth-date"); // 30 Feb
    expect(idCardProblem(withCheck("11010519000229002"), NOW)).toBe("birth-date"); // 1900 is not a leap year
    expect(idCardProblem(withCheck("11010520000229002"), NOW)).toBeNull(); // 2000 is
    expect(idCardProblem(withCheck("11010519491301002"), NOW)).toBe("birth-date"); // month 13
    expect(idCardProblem(withCheck("11010520250602002"), NOW)).toBe("birth-date"); // tomorrow
    expect(idCardProblem(withCheck("11010520250601002"), NOW)).toBeNull(); // today
    expect(idCardProblem("440524188001010014", NOW)).toBe("birth-date"); // the standard's 1880 sample
  });

  it("uses the Shanghai calendar day for 'not in the future'", () => {
    const lateUtc = new Date("2025-06-01T17:00:00Z"); // already 2 June in Shanghai
    expect(isMainlandIdCard(withCheck("32050820250602001"), lateUtc)).toBe(true);
    expect(isMainlandIdCard(withCheck("32050820250603001"), lateUtc)).toBe(false);
  });

  it("accepts every generated valid number", () => {
    fc.assert(fc.property(validIdCard, (id) => isMainlandIdCard(id, NOW)));
  });

  it("rejects any other check character", () => {
    fc.assert(
      fc.property(validIdCard, fc.constantFrom(..."0123456789X"), (id, ch) => {
        fc.pre(ch !== id[17]);
        return idCardProblem(id.slice(0, 17) + ch, NOW) === "check-digit";
      }),
    );
  });

  it("rejects any single-digit substitution in the first 17 digits", () => {
    fc.assert(
      fc.property(validIdCard, fc.integer({ min: 0, max: 16 }), fc.integer({ min: 1, max: 9 }), (id, pos, delta) => {
        const digit = String((Number(id[pos]) + delta) % 10);
        return !isMainlandIdCard(id.slice(0, pos) + digit + id.slice(pos + 1), NOW);
      }),
    );
  });
});

describe("idCardBirthDate", () => {
  it("extracts the birth date of a valid number and null otherwise", () => {
    expect(idCardBirthDate("11010519491231002X", NOW)).toBe("1949-12-31");
    expect(idCardBirthDate("110105194912310021", NOW)).toBeNull();
  });
});
