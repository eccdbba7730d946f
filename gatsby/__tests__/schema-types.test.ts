/** @jest-environment node */
import { z } from "zod";
import { resolvedFields, toTypeDefs } from "../schema-types";
import { image } from "../../src/schema/fields";
import { dataFiles, typeNameFor } from "../../src/schema";

test("file names become type names", () => {
  expect(typeNameFor("meal-plans.json")).toBe("MealPlansJson");
  expect(typeNameFor("faq.json")).toBe("FaqJson");
});

test("required fields are non-null, optional ones nullable, nested objects named", () => {
  const sdl = toTypeDefs({
    "plans.json": {
      schema: z.array(
        z.object({
          name: z.string(),
          price: z.number().int(),
          rating: z.number(),
          popular: z.boolean(),
          features: z.array(z.string()),
          note: z.string().optional(),
          meta: z.object({ kind: z.enum(["a", "b"]) }),
          image,
        }),
      ),
    },
  });
  expect(sdl).toContain("type PlansJson implements Node @dontInfer {");
  expect(sdl).toContain("  name: String! @fromData\n");
  expect(sdl).toContain("  price: Int! @fromData\n");
  expect(sdl).toContain("  rating: Float! @fromData\n");
  expect(sdl).toContain("  popular: Boolean! @fromData\n");
  expect(sdl).toContain("  features: [String!]! @fromData\n");
  expect(sdl).toContain("  note: String @fromData\n");
  expect(sdl).toContain("  meta: PlansJsonMeta! @fromData\n");
  expect(sdl).toContain("type PlansJsonMeta @dontInfer {\n  kind: String!\n}");
  expect(sdl).toContain("  image: File! @dataFile\n");
  // Every node knows its language (its folder in data/); nested objects are not nodes.
  expect(sdl).toContain("  lang: String! @lang\n}");
  expect(sdl.match(/@lang/g)).toHaveLength(1);
});

test("facts, copy (typeset for its language) and texts the build writes are resolved from data; slugs are read as is", () => {
  const spec = {
    schema: z.array(z.object({ slug: z.string(), name: z.string(), price: z.number().int() })),
    facts: ["slug", "price"],
    shown: z.array(
      z.object({
        slug: z.string(),
        name: z.string(),
        price: z.number().int(),
        priceText: z.string(),
      }),
    ),
  };
  expect(resolvedFields(spec)).toEqual(["price", "priceText"]);
  const sdl = toTypeDefs({ "plans.json": spec });
  expect(sdl).toContain("  slug: String!\n");
  expect(sdl).toContain("  name: String! @fromData\n");
  expect(sdl).toContain("  price: Int! @fromData\n");
  expect(sdl).toContain("  priceText: String! @fromData\n");
});

test("a nested fact makes its whole top-level field resolved from data", () => {
  const fields = resolvedFields(dataFiles["site.json"]);
  expect(fields).toEqual(expect.arrayContaining(["address", "legal", "hours", "brand"]));
  expect(fields).not.toContain("footer");
  expect(resolvedFields(dataFiles["faq.json"])).toEqual([]);
});

test("the site's own schema produces a type for every data file", () => {
  const sdl = toTypeDefs();
  for (const file of Object.keys(dataFiles)) {
    expect(sdl).toContain(`type ${typeNameFor(file)} implements Node @dontInfer`);
  }
  expect(sdl.match(/ {2}lang: String! @lang/g)).toHaveLength(Object.keys(dataFiles).length);
  // Pages read prices, calories and opening days written out for their language.
  expect(sdl).toContain("  priceText: String! @fromData");
  expect(sdl).toContain("  proteinText: String! @fromData");
  expect(sdl).toMatch(/type SiteJsonHours @dontInfer \{[^}]*daysText: String!/);
});
