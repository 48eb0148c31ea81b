import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ZTravellerInput } from "@wenlv/validation";
import { Button, Form, Input, TextArea } from "antd-mobile";
import { describe, expect, it, vi } from "vitest";
import { FormField, FormSubmit, formRule, schemaProblems, valueRule } from "./form-field";

const required = valueRule((value: string | undefined) => (value?.trim() ? null : "请输入姓名"));

function NameForm({ onFinish }: { onFinish: (values: unknown) => void }) {
  return (
    <Form onFinish={onFinish} initialValues={{ name: "", detail: "" }}>
      <FormField name="name" label="姓名" hint="与证件上的姓名一致" rules={[required]}>
        <Input />
      </FormField>
      <FormField name="detail" label="详细地址">
        <TextArea rows={2} />
      </FormField>
      <Button type="submit">保存</Button>
    </Form>
  );
}

describe("FormField", () => {
  it("labels its control; after a failed submit the error is announced, marks the input and describes it before the hint", async () => {
    const onFinish = vi.fn();
    const user = userEvent.setup();
    render(<NameForm onFinish={onFinish} />);
    const input = screen.getByLabelText("姓名");
    expect(input).toHaveAttribute("aria-invalid", "false");
    expect(input).toHaveAccessibleDescription("与证件上的姓名一致");
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("请输入姓名");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("请输入姓名 与证件上的姓名一致");
    expect(onFinish).not.toHaveBeenCalled();
  });

  it("sends the values once valid; a field without hint or error has no description", async () => {
    const onFinish = vi.fn();
    const user = userEvent.setup();
    render(<NameForm onFinish={onFinish} />);
    const detail = screen.getByLabelText("详细地址");
    expect(detail.tagName).toBe("TEXTAREA");
    expect(detail).not.toHaveAttribute("aria-describedby");
    await user.type(screen.getByLabelText("姓名"), "张三");
    await user.type(detail, "人民路100号");
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ name: "张三", detail: "人民路100号" }));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("checks a field against the whole form with a schema of @wenlv/validation", async () => {
    const user = userEvent.setup();
    const rule = (name: string) => formRule((values) => schemaProblems(ZTravellerInput, values), name);
    render(
      <Form initialValues={{ name: "", id_type: "ID_CARD", id_number: "", phone: "" }}>
        <FormField name="name" label="姓名" rules={[rule("name")]}>
          <Input />
        </FormField>
        <FormField name="id_number" label="证件号码" rules={[rule("id_number")]}>
          <Input />
        </FormField>
        <Button type="submit">保存</Button>
      </Form>,
    );
    await user.type(screen.getByLabelText("姓名"), "Zhang San");
    await user.type(screen.getByLabelText("证件号码"), "110105194912310021");
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(screen.getAllByRole("alert")).toHaveLength(2));
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toEqual(["请输入与身份证一致的中文姓名", "身份证号码校验位不正确，请核对"]);
  });
});

describe("FormSubmit", () => {
  it("sends the form, shows the server's refusal as an alert and cannot be pressed while sending", async () => {
    const onFinish = vi.fn();
    const { rerender } = render(
      <Form onFinish={onFinish}>
        <FormSubmit loading={false}>保存</FormSubmit>
      </Form>,
    );
    expect(screen.queryByRole("alert")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    rerender(
      <Form onFinish={onFinish}>
        <FormSubmit loading error="该证件号已添加">
          保存
        </FormSubmit>
      </Form>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("该证件号已添加");
    // While sending, antd-mobile shows a spinner instead of the text and ignores presses.
    await userEvent.click(screen.getByRole("button"));
    expect(onFinish).toHaveBeenCalledTimes(1);
  });
});
