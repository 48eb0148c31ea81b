import { useT } from "@wenlv/i18n";
import { SafeArea, TabBar } from "antd-mobile";
import { AppOutline, UserOutline } from "antd-mobile-icons";
import { TABS } from "./tab-bar";

const ICONS: Record<(typeof TABS)[number]["path"], React.ReactNode> = { "/": <AppOutline />, "/User": <UserOutline /> };

/**
 * antd-mobile's TabBar with the {@link TABS}, above the bottom safe area. Loaded by AppTabBar after
 * the first paint (its own chunk, issue 8); `active` is the current tab's path or "".
 */
export default function TabBarItems({ active, onChange }: { active: string; onChange: (path: string) => void }) {
  const { t } = useT();
  return (
    <>
      <TabBar activeKey={active} onChange={onChange}>
        {TABS.map((tab) => (
          <TabBar.Item key={tab.path} icon={ICONS[tab.path]} title={t(tab.label)} />
        ))}
      </TabBar>
      <SafeArea position="bottom" />
    </>
  );
}
