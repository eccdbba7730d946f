export type PasswordHash = { salt: string; iterations: number; hash: string };

const encoder = new TextEncoder();

function fromBase64(value: string): Uint8Array<ArrayBuffer> {
  const binary = atob(value);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** PBKDF2-SHA-256 with Web Crypto where it exists (secure contexts only). */
async function deriveWithSubtle(
  subtle: SubtleCrypto,
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
  length: number,
): Promise<Uint8Array> {
  const key = await subtle.importKey("raw", encoder.encode(password), "PBKDF2", false, [
    "deriveBits",
  ]);
  const bits = await subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations },
    key,
    length * 8,
  );
  return new Uint8Array(bits);
}

/**
 * Plain-HTTP previews (a phone on http://192.168.x.x) have no `crypto.subtle`,
 * so fall back to an audited pure-JS PBKDF2, loaded only when needed.
 */
async function deriveWithNoble(
  password: string,
  salt: Uint8Array,
  iterations: number,
  length: number,
): Promise<Uint8Array> {
  const [{ pbkdf2Async }, { sha256 }] = await Promise.all([
    import("@noble/hashes/pbkdf2.js"),
    import("@noble/hashes/sha2.js"),
  ]);
  return pbkdf2Async(sha256, encoder.encode(password), salt, { c: iterations, dkLen: length });
}

function equal(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i] ^ b[i];
  return diff === 0;
}

export async function verifyPassword(
  password: string,
  expected: PasswordHash,
  subtle: SubtleCrypto | undefined = globalThis.crypto?.subtle,
): Promise<boolean> {
  const salt = fromBase64(expected.salt);
  const want = fromBase64(expected.hash);
  const got = subtle
    ? await deriveWithSubtle(subtle, password, salt, expected.iterations, want.length)
    : await deriveWithNoble(password, salt, expected.iterations, want.length);
  return equal(got, want);
}
