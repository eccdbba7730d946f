import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../tabs";

function Example() {
  return (
    <Tabs defaultValue="a">
      <TabsList aria-label="Kinds">
        <TabsTrigger value="a">First</TabsTrigger>
        <TabsTrigger value="b">Second</TabsTrigger>
      </TabsList>
      <TabsContent value="a">Panel A</TabsContent>
      <TabsContent value="b">Panel B</TabsContent>
    </Tabs>
  );
}

describe("Tabs", () => {
  it("selects the default tab and shows only its panel", () => {
    render(<Example />);
    expect(screen.getByRole("tab", { name: "First" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Panel A");
  });

  it("moves between tabs with the arrow keys and activates them", async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.tab();
    expect(screen.getByRole("tab", { name: "First" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    const second = screen.getByRole("tab", { name: "Second" });
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Panel B");
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Panel A");
  });

  it("switches on click", async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole("tab", { name: "Second" }));
    expect(screen.getByRole("tabpanel", { name: "Second" })).toHaveTextContent("Panel B");
  });

  it("after a click on a tab, Tab from before the list lands on the selected tab", async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <Example />
      </>,
    );
    await user.click(screen.getByRole("tab", { name: "Second" }));
    await user.click(screen.getByRole("button", { name: "Before" }));
    await user.tab();
    expect(screen.getByRole("tab", { name: "Second" })).toHaveFocus();
  });
});
