/** @jest-environment node */
import { pbkdf2Sync } from "node:crypto";
import { webcrypto } from "node:crypto";
import { verifyPassword } from "../password";

const salt = Buffer.from("0123456789abcdef");
const iterations = 1000;
const expected = {
  salt: salt.toString("base64"),
  iterations,
  hash: pbkdf2Sync("open sesame", salt, iterations, 32, "sha256").toString("base64"),
};
const subtle = webcrypto.subtle as unknown as SubtleCrypto;

test("Web Crypto accepts the right password and refuses a wrong one", async () => {
  await expect(verifyPassword("open sesame", expected, subtle)).resolves.toBe(true);
  await expect(verifyPassword("open sesame ", expected, subtle)).resolves.toBe(false);
});

test("without crypto.subtle (plain HTTP) the pure-JS fallback gives the same answers", async () => {
  await expect(verifyPassword("open sesame", expected, undefined)).resolves.toBe(true);
  await expect(verifyPassword("wrong", expected, undefined)).resolves.toBe(false);
});
