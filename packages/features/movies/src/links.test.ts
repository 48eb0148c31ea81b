import { describe, expect, it } from "vitest";
import { orderHref, seatHref, seatsFrom, showtimeFrom, waitlistFrom, waitlistHref } from "./links";
import { movieVariant } from "./variant";

const ref = { productId: 70, day: "2026-11-28", slot: "19:30|H1", movieId: 7, cinemaId: 3 };

describe("showtime links", () => {
  it("carry the showtime and seats through the query string and read them back", () => {
    expect(seatHref(ref)).toBe("/MovieSeat?product=70&day=2026-11-28&slot=19%3A30%7CH1&movie=7&cinema=3");
    const href = orderHref(ref, ["R05-12", "R05-13"]);
    const params = new URL(href, "http://app.test").searchParams;
    expect(showtimeFrom(params)).toEqual(ref);
    expect(seatsFrom(params)).toEqual(["R05-12", "R05-13"]);
  });

  it("lead a sold-out showtime to /MovieOrder in waiting-list mode (wait=1, no seats), read back as such", () => {
    const href = waitlistHref(ref);
    expect(href).toBe("/MovieOrder?product=70&day=2026-11-28&slot=19%3A30%7CH1&movie=7&cinema=3&wait=1");
    const params = new URL(href, "http://app.test").searchParams;
    expect(showtimeFrom(params)).toEqual(ref);
    expect(waitlistFrom(params)).toBe(true);
    expect(seatsFrom(params)).toEqual([]);
    expect(waitlistFrom(new URL(orderHref(ref, ["R05-12"]), "http://app.test").searchParams)).toBe(false);
    expect(waitlistFrom(new URLSearchParams("wait=0"))).toBe(false);
  });

  it("refuse a showtime with a part missing or malformed, and drop seats that are not seat codes", () => {
    expect(showtimeFrom(new URLSearchParams("product=70&day=2026-11-28&movie=7&cinema=3"))).toBeNull();
    expect(showtimeFrom(new URLSearchParams("product=x&day=2026-11-28&slot=a&movie=7&cinema=3"))).toBeNull();
    expect(showtimeFrom(new URLSearchParams("product=70&day=28-11-2026&slot=a&movie=7&cinema=3"))).toBeNull();
    expect(seatsFrom(new URLSearchParams("seats=R05-12,bad,R05-12,R06-01"))).toEqual(["R05-12", "R06-01"]);
  });
});

describe("movieVariant", () => {
  it("shows 常熟 on the ChangShu paths and in the changshu shell, all of Suzhou elsewhere", () => {
    expect(movieVariant("/MoviesChangShu", "default")).toMatchObject({ changshu: true, area: "320581", paths: { detail: "/MovieDetailChangShu", check: "/MovieCheckChangshu" } });
    expect(movieVariant("/MovieCheckChangshu", "default").area).toBe("320581");
    expect(movieVariant("/Movies", "changshu").area).toBe("320581");
    expect(movieVariant("/Movies", "kunshan")).toMatchObject({ changshu: false, area: undefined, paths: { list: "/Movies", cinema: "/CinemaDetail" } });
  });
});
