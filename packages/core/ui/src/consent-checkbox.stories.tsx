import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { ConsentCheckbox, type ConsentCheckboxProps } from "./consent-checkbox";

/** The box with its own state, so the story really ticks. */
function Demo(props: Omit<ConsentCheckboxProps, "checked" | "onChange">) {
  const [checked, setChecked] = useState(false);
  return <ConsentCheckbox {...props} checked={checked} onChange={setChecked} />;
}

const meta = {
  title: "ui/ConsentCheckbox",
  component: Demo,
  args: {
    label: "本人同意为实名购票提供身份证件信息",
    detail: "证件号码仅用于实名制购票和入园核验，加密保存；添加他人为出行人前，请确认已取得其同意。",
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The traveller form's separate ID consent (PIPL art. 29). */
export const WithDetail: Story = {};
/** After a save without the tick. */
export const Missing: Story = { args: { error: "请先阅读并勾选同意" } };
/** The login forms: one line whose documents are links. */
export const Compact: Story = {
  args: {
    size: "compact",
    detail: undefined,
    label: (
      <>
        我已阅读并同意<a href="#privacy">《隐私政策》</a>和<a href="#agreement">《用户服务协议》</a>
      </>
    ),
  },
};
/** The care layout of /MyContactsHandleCare. */
export const Large: Story = { args: { size: "large" } };
