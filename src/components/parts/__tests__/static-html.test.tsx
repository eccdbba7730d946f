import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { StaticHtml } from "../static-html";

const part = (text: string) => (
  <StaticHtml id="part" data-part="">
    <p>{text}</p>
  </StaticHtml>
);

afterEach(() => {
  document.body.innerHTML = "";
});

describe("StaticHtml", () => {
  it("keeps the built HTML when React takes the page over", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(part("built"));
    document.body.append(container);
    // Other children than the built ones: hydration must neither render nor compare them.
    const root = await act(async () => hydrateRoot(container, part("in the browser")));
    expect(container.querySelector("#part")).toHaveTextContent("built");
    expect(container.querySelector("#part")).toHaveAttribute("data-part", "");
    await act(async () => root.render(part("again")));
    expect(container.querySelector("#part")).toHaveTextContent("built");
    act(() => root.unmount());
  });

  it("renders its children on a page without built HTML (a link followed in the browser)", () => {
    render(part("rendered"));
    expect(screen.getByText("rendered")).toBeInTheDocument();
  });
});
