import type { Meta, StoryObj } from "@storybook/react-vite";
import { Form, Input, TextArea } from "antd-mobile";
import { useEffect, type ReactElement } from "react";
import { FormField, valueRule } from "./form-field";

type DemoProps = { label: string; hint?: string; control: ReactElement; error?: string };

/** One FormField in an antd-mobile Form; with `error` its rule fails and the form is checked at once. */
function Demo({ label, hint, control, error }: DemoProps) {
  const [form] = Form.useForm();
  useEffect(() => {
    if (error) form.validateFields().catch(() => undefined);
  }, [error, form]);
  return (
    <Form form={form} className="wl-account-form">
      <FormField name="field" label={label} hint={hint} rules={[valueRule(() => error ?? null)]}>
        {control}
      </FormField>
    </Form>
  );
}

const meta = {
  title: "ui/FormField",
  component: Demo,
  args: {
    label: "证件号码",
    hint: "当前证件号 110***********002X，保存时请重新填写完整号码",
    control: <Input placeholder="请输入证件号码" />,
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithHint: Story = {};
export const Invalid: Story = { args: { error: "身份证号码校验位不正确，请核对" } };
export const WithTextArea: Story = { args: { label: "详细地址", hint: undefined, control: <TextArea rows={2} autoSize={{ minRows: 2, maxRows: 5 }} /> } };
