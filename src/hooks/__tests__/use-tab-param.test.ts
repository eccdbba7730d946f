import { act, renderHook } from "@testing-library/react";
import { useTabParam } from "../use-tab-param";

const values = ["ready-to-eat", "ingredient-kits"];

describe("useTabParam", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("starts on the first tab without a parameter", () => {
    const { result } = renderHook(() => useTabParam(values, ""));
    expect(result.current[0]).toBe("ready-to-eat");
  });

  it("opens the tab named in ?tab=", () => {
    const { result } = renderHook(() => useTabParam(values, "?tab=ingredient-kits"));
    expect(result.current[0]).toBe("ingredient-kits");
  });

  it("ignores an unknown tab", () => {
    const { result } = renderHook(() => useTabParam(values, "?tab=nope"));
    expect(result.current[0]).toBe("ready-to-eat");
  });

  it("follows a new search and writes the choice into the address", () => {
    window.history.replaceState({ key: "k1" }, "", "/meal-plans?x=1#top");
    const { result, rerender } = renderHook(({ search }) => useTabParam(values, search), {
      initialProps: { search: "" },
    });
    act(() => result.current[1]("ingredient-kits"));
    expect(result.current[0]).toBe("ingredient-kits");
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      "/meal-plans?x=1&tab=ingredient-kits#top",
    );
    expect(window.history.state).toEqual({ key: "k1" });

    act(() => result.current[1]("ready-to-eat"));
    expect(window.location.search).toBe("?x=1");

    rerender({ search: "?tab=ingredient-kits" });
    expect(result.current[0]).toBe("ingredient-kits");
  });
});
