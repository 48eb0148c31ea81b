import type { Meta, StoryObj } from "@storybook/react-vite";
import { SafeHtml } from "./safe-html";
import { storyCover } from "./story-fixtures";

const meta = {
  title: "ui/SafeHtml",
  component: SafeHtml,
  args: {
    html: `<section style="text-align:center"><p><b>拙政园</b>始建于明正德初年，是江南古典园林的代表作。</p></section>
<section><img src="${storyCover("远香堂", 150)}" width="300" height="225" alt="远香堂"></section>
<p>开放时间：07:30-17:30（旺季）。<a href="https://example.test/notice" target="_blank">游览须知</a></p>
<script>alert("removed")</script><img src="x" onerror="alert('removed')">`,
  },
} satisfies Meta<typeof SafeHtml>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sections become divs, the image spans the width, the script and handler are gone. */
export const RichText: Story = {};
