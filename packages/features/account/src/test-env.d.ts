// Type the jest-dom matchers (toBeDisabled, toHaveTextContent ...) that the dom preset installs.
import "@testing-library/jest-dom/vitest";
