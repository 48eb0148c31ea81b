import { describe, expect, it } from "vitest";
import { createTestClock } from "../test-utils";
import { createLocalBus } from "./bus";
import { SOLD_OUT_MARK_TTL_MS, SoldOutMarks } from "./sold-out-marks";

const SLOT = "7|2025-06-02|09:30-11:30";

function marks() {
  const bus = createLocalBus();
  const clock = createTestClock(new Date("2025-06-01T02:00:00Z"));
  return { bus, clock, marks: new SoldOutMarks(bus, clock.now) };
}

describe("SoldOutMarks", () => {
  it("refuses creates of at least the quantity that failed, and lets smaller ones ask the database", () => {
    const { marks: m } = marks();
    expect(m.refuses(SLOT, 1)).toBe(false);
    expect(m.mark(SLOT, 2, m.ticket())).toBe(true);
    expect([m.refuses(SLOT, 1), m.refuses(SLOT, 2), m.refuses(SLOT, 3)]).toEqual([false, true, true]);
    expect(m.mark(SLOT, 3, m.ticket())).toBe(false);
    expect(m.mark(SLOT, 1, m.ticket())).toBe(true);
    expect(m.refuses(SLOT, 1)).toBe(true);
    expect(m.refuses("7|2025-06-02|11:30-13:30", 1)).toBe(false);
  });

  it("is cleared by a stock return of the slot (or of every slot) heard on the bus", async () => {
    const { bus, marks: m } = marks();
    m.mark(SLOT, 1, m.ticket());
    m.mark("8|2025-06-02|全天", 1, m.ticket());
    await bus.publish("stock-returned", SLOT);
    expect(m.refuses(SLOT, 1)).toBe(false);
    expect(m.refuses("8|2025-06-02|全天", 1)).toBe(true);
    await bus.publish("stock-returned", "*");
    expect(m.refuses("8|2025-06-02|全天", 1)).toBe(false);
  });

  it("is not set when a return of the slot was heard after the ticket was taken (the UPDATE may have looked before it)", async () => {
    const { bus, marks: m } = marks();
    const ticket = m.ticket();
    await bus.publish("stock-returned", SLOT);
    expect(m.mark(SLOT, 1, ticket)).toBe(false);
    expect(m.refuses(SLOT, 1)).toBe(false);
  });

  it("takes marks other nodes announce, and drops every mark on a reset", async () => {
    const { bus, marks: m } = marks();
    await bus.publish("sold-out", `${SLOT}#2`);
    expect([m.refuses(SLOT, 1), m.refuses(SLOT, 2)]).toEqual([false, true]);
    await bus.publish("sold-out", "garbage");
    await bus.publish("sold-out", "*");
    expect(m.refuses(SLOT, 2)).toBe(false);
  });

  it("expires SOLD_OUT_MARK_TTL_MS after it was set, whatever happens", () => {
    const { clock, marks: m } = marks();
    m.mark(SLOT, 1, m.ticket());
    clock.advance(SOLD_OUT_MARK_TTL_MS - 1);
    expect(m.refuses(SLOT, 1)).toBe(true);
    clock.advance(1);
    expect(m.refuses(SLOT, 1)).toBe(false);
  });
});
