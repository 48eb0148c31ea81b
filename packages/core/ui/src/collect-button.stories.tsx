import type { Meta, StoryObj } from "@storybook/react-vite";
import { configureStore } from "@reduxjs/toolkit";
import { api, configureApiClient } from "@wenlv/api-client";
import { collectionToggle } from "@wenlv/contract/endpoints/collection";
import { useState } from "react";
import { Provider } from "react-redux";
import { CollectButton } from "./collect-button";

/** A store with the one api and an in-memory collection API, so the star really toggles. */
function Demo({ collected, loggedIn }: { collected: boolean; loggedIn: boolean }) {
  const [store] = useState(() => {
    let state = collected;
    configureApiClient({
      baseUrl: "http://storybook.local",
      getToken: () => (loggedIn ? "story" : null),
      fetch: async (input, init) => {
        const request = new Request(input, init);
        const fields = new URLSearchParams(await request.text());
        if (new URL(request.url).pathname === collectionToggle.path) state = fields.get("collected") === "1";
        return Response.json({ code: 1, msg: "", data: { collected: state } });
      },
    });
    return configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (getDefault) => getDefault().concat(api.middleware) });
  });
  return (
    <Provider store={store}>
      <CollectButton targetType="scenic" targetId={1} loggedIn={loggedIn} requireLogin={() => loggedIn} />
    </Provider>
  );
}

const meta = {
  title: "ui/CollectButton",
  component: Demo,
  args: { collected: false, loggedIn: true },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotCollected: Story = {};
export const Collected: Story = { args: { collected: true } };
/** Anonymous: the tap would start the login (the page passes app-kit's useRequireLogin). */
export const Anonymous: Story = { args: { loggedIn: false } };
