import type { StorybookConfig } from "@storybook/react-vite";

/**
 * One Storybook over every `*.stories.tsx` in packages/ (ARCHITECTURE.md: apps/storybook, for
 * designers). Storybook's story globbing skips node_modules, so the workspace symlinks under each
 * package's node_modules are not collected twice. Telemetry is off: builds run offline in CI.
 */
const config: StorybookConfig = {
  stories: ["../../../packages/**/src/**/*.stories.tsx"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
