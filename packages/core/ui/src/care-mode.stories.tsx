import type { Meta, StoryObj } from "@storybook/react-vite";
import { THEMES, applyCareMode } from "@wenlv/theme";
import { Button, Checkbox, Input, List, Switch } from "antd-mobile";
import { BillOutline, EnvironmentOutline, PhoneFill, SetOutline, StarOutline, TeamOutline } from "antd-mobile-icons";
import { useLayoutEffect } from "react";
import { PageHeader } from "./page-header";
import { StatusTag } from "./status-tag";
import "./tokens.css";

type CareDemoProps = { care: boolean };

/**
 * What care mode (关怀模式) changes: the same antd-mobile controls and shared components with
 * <html data-wl-care> and the care theme on or off, plus the `.wl-care-tiles` layout of the care
 * /User. Leaving the story switches care mode off again.
 */
function CareDemo({ care }: CareDemoProps) {
  useLayoutEffect(() => {
    applyCareMode(care, THEMES.default);
    return () => applyCareMode(false, THEMES.default);
  }, [care]);
  const tiles = [
    { label: "我的订单", icon: <BillOutline aria-hidden="true" /> },
    { label: "常用出行人", icon: <TeamOutline aria-hidden="true" /> },
    { label: "收货地址", icon: <EnvironmentOutline aria-hidden="true" /> },
    { label: "我的收藏", icon: <StarOutline aria-hidden="true" /> },
    { label: "客服电话", icon: <PhoneFill aria-hidden="true" /> },
    { label: "设置", icon: <SetOutline aria-hidden="true" /> },
  ];
  return (
    <div>
      <PageHeader title="设置" />
      <List header="账号">
        <List.Item extra="138****8000" onClick={() => {}}>
          手机号
        </List.Item>
        <List.Item extra={<Switch defaultChecked={care} aria-label="关怀模式" />} description="字体和按钮更大，颜色对比更强">
          关怀模式
        </List.Item>
      </List>
      <div style={{ display: "flex", flexDirection: "column", gap: 12, padding: 12 }}>
        <label htmlFor="care-demo-name">姓名</label>
        <Input id="care-demo-name" placeholder="与身份证一致的姓名" />
        <Checkbox>我已阅读并同意隐私政策</Checkbox>
        <StatusTag tone="success" label="待使用" />
        <Button className="wl-button-primary" color="primary" block size="large">
          保存
        </Button>
        <Button size="small">重新选择</Button>
        <p className="wl-care-hidden">只在普通模式显示的次要说明</p>
        <p className="wl-care-only">只在关怀模式显示的说明</p>
      </div>
      <ul className="wl-care-tiles" style={{ padding: 12 }}>
        {tiles.map((tile) => (
          <li key={tile.label}>
            <a href="#care">
              {tile.icon}
              <span>{tile.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

const meta = {
  title: "ui/CareMode",
  component: CareDemo,
  args: { care: true },
} satisfies Meta<typeof CareDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const On: Story = {};
export const Off: Story = { args: { care: false } };
