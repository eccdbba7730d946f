import { localPath } from "../languages";
import { PLAN_PARAM, registerPathFor } from "../plan-choice";

test("a plan card leads to the register page with the plan's id", () => {
  expect(registerPathFor("ready-4")).toBe(`/register?${PLAN_PARAM}=ready-4`);
  expect(new URL(registerPathFor("a b&c"), "https://x").searchParams.get(PLAN_PARAM)).toBe("a b&c");
});

test("the plan survives the language folder", () => {
  expect(localPath(registerPathFor("diy-3"), "ru")).toBe(`/ru/register?${PLAN_PARAM}=diy-3`);
  expect(localPath(registerPathFor("diy-3"), "en")).toBe(`/register?${PLAN_PARAM}=diy-3`);
});
