/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { ICON_FILES } from "../../src/lib/icon-files";
import { pngToIco, writeIcons, writeSiteIcons } from "../icons";
import { loadContent } from "../content/snapshot";

test("icons and manifest are rendered from the one source logo", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "icons-"));
  await writeIcons({
    logo: path.join(__dirname, "..", "..", "data", "images", "logo.svg"),
    publicDir: dir,
    name: "Hamov",
    shortName: "Hamov",
    description: "d",
    themeColor: "#ffffff",
    backgroundColor: "#ffffff",
  });
  for (const { path: p, size } of [...ICON_FILES.png, ICON_FILES.appleTouch, ICON_FILES.maskable]) {
    const meta = await sharp(path.join(dir, p)).metadata();
    expect([p, meta.format, meta.width, meta.height]).toEqual([p, "png", size, size]);
  }
  // The apple-touch-icon has no transparent corners (iOS would fill them black).
  const corner = await sharp(path.join(dir, ICON_FILES.appleTouch.path))
    .ensureAlpha()
    .extract({ left: 0, top: 0, width: 1, height: 1 })
    .raw()
    .toBuffer();
  expect(corner[3]).toBe(255);
  expect(corner[1]).toBeGreaterThan(corner[0]); // the emerald tile, not black
  expect(fs.readFileSync(path.join(dir, ICON_FILES.svg), "utf8")).toContain("<svg");
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, ICON_FILES.manifest), "utf8"));
  expect(manifest).toMatchObject({ name: "Hamov", start_url: "/", theme_color: "#ffffff" });
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
    expect.arrayContaining(["192x192", "512x512"]),
  );
  const ico = fs.readFileSync(path.join(dir, ICON_FILES.ico));
  expect(ico.readUInt16LE(2)).toBe(1);
  expect(ico.subarray(22, 26).toString("latin1")).toBe("\x89PNG");
});

test("an .ico wraps the PNG after a 22-byte header", () => {
  const ico = pngToIco(Buffer.from("PNGDATA"), 32);
  expect(ico.readUInt8(6)).toBe(32);
  expect(ico.readUInt32LE(14)).toBe(7);
  expect(ico.subarray(22).toString()).toBe("PNGDATA");
});

test("the site's manifest fills every field it names from data/", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "icons-"));
  await writeSiteIcons(loadContent(), dir);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, ICON_FILES.manifest), "utf8"));
  for (const field of ["name", "short_name", "description", "start_url", "theme_color"])
    expect([field, String(manifest[field] ?? "").trim()]).not.toEqual([field, ""]);
  expect(manifest.description).toBe(
    loadContent().read<{ description: string }>("site.json", "en").description,
  );
});
