import { readStorage, removeStorage, writeStorage } from "../storage";

test("reads and writes storage", () => {
  expect(writeStorage("localStorage", "k", "v")).toBe(true);
  expect(readStorage("localStorage", "k")).toBe("v");
  removeStorage("localStorage", "k");
  expect(readStorage("localStorage", "k")).toBeNull();
});

test("never throws when storage is blocked", () => {
  const spy = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
    throw new Error("SecurityError");
  });
  const set = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
    throw new Error("QuotaExceededError");
  });
  expect(readStorage("sessionStorage", "k")).toBeNull();
  expect(writeStorage("sessionStorage", "k", "1")).toBe(false);
  spy.mockRestore();
  set.mockRestore();
});
