import type { Meta, StoryObj } from "@storybook/react-vite";
import { PolicyArticle } from "./policy-article";
import { privacyPolicyZhCN } from "./privacy-policy-text";

const meta = {
  title: "ui/PolicyArticle",
  component: PolicyArticle,
  args: {
    heading: "苏州文旅平台隐私政策",
    intro: "我们重视您的个人信息保护。本政策说明本平台收集哪些个人信息、如何使用和保护，以及您享有的权利。",
    sections: privacyPolicyZhCN,
  },
} satisfies Meta<typeof PolicyArticle>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /PrivacyPolicy. */
export const PrivacyPolicy: Story = {};
/** A section that limits the user's rights is shown in bold (《民法典》第四百九十六条). */
export const ImportantSection: Story = {
  args: {
    heading: "用户服务协议",
    intro: "请您仔细阅读本协议，加粗条款与您的权利密切相关。",
    sections: [
      { heading: "一、服务内容", paragraphs: ["本平台提供景区门票预订、出行人管理等服务。"] },
      { heading: "二、责任限制", paragraphs: ["因不可抗力导致景区闭园的，按景区公告办理退票。"], important: true },
    ],
  },
};
