import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Price } from "./price";

describe("Price", () => {
  it.each([
    [8000, "¥80"],
    [8050, "¥80.5"],
    [1205, "¥12.05"],
  ])("renders %i fen as %s", (fen, text) => {
    const { container } = render(<Price fen={fen} />);
    expect(container.firstChild).toHaveTextContent(new RegExp(`^${text.replace(/[$.]/g, "\\$&")}$`));
  });

  it("marks a starting price with 起", () => {
    const { container } = render(<Price fen={8000} from />);
    expect(container.firstChild).toHaveTextContent(/^¥80起$/);
  });

  it("says 免费 for a free catalogue price, and keeps ¥0 for an amount", () => {
    expect(render(<Price fen={0} from free />).container.firstChild).toHaveTextContent(/^免费$/);
    expect(render(<Price fen={4000} from free />).container.firstChild).toHaveTextContent(/^¥40起$/);
    expect(render(<Price fen={0} />).container.firstChild).toHaveTextContent(/^¥0$/);
  });

  it("throws for a non-integer amount instead of showing a wrong price", () => {
    expect(() => render(<Price fen={80.5} />)).toThrow(RangeError);
  });
});
