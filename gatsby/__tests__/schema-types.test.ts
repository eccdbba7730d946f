/** @jest-environment node */
import { z } from "zod";
import { toTypeDefs } from "../schema-types";
import { image } from "../../src/schema/fields";
import { dataFiles, typeNameFor } from "../content/data-files";

test("file names become type names", () => {
  expect(typeNameFor("meal-plans.json")).toBe("MealPlansJson");
  expect(typeNameFor("faq.json")).toBe("FaqJson");
});

test("required fields are non-null, optional ones nullable, nested objects named", () => {
  const sdl = toTypeDefs({
    "plans.json": {
      label: { en: "Plans", ru: "Планы" },
      fixture: "plans",
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
  expect(sdl).toContain("  name: String!\n");
  expect(sdl).toContain("  price: Int!\n");
  expect(sdl).toContain("  rating: Float!\n");
  expect(sdl).toContain("  popular: Boolean!\n");
  expect(sdl).toContain("  features: [String!]!\n");
  expect(sdl).toContain("  note: String\n");
  expect(sdl).toContain("  meta: PlansJsonMeta!\n");
  expect(sdl).toContain("type PlansJsonMeta @dontInfer {\n  kind: String!\n}");
  expect(sdl).toContain("  image: File! @dataFile\n");
  // Every node knows its language; nested objects are not nodes.
  expect(sdl).toContain("  lang: String!\n}");
  expect(sdl.match(/lang: String!/g)).toHaveLength(1);
});

test("the site's own schema produces a type for every data file", () => {
  const sdl = toTypeDefs();
  for (const file of Object.keys(dataFiles)) {
    expect(sdl).toContain(`type ${typeNameFor(file)} implements Node @dontInfer`);
  }
  expect(sdl.match(/ {2}lang: String!\n/g)).toHaveLength(Object.keys(dataFiles).length);
  // Nodes hold prices, calories and opening days written out for their language: plain fields.
  expect(sdl).toContain("  priceText: String!\n");
  expect(sdl).toContain("  proteinText: String!\n");
  expect(sdl).not.toMatch(/@fromData|@lang/);
  expect(sdl).toMatch(/type SiteJsonHours @dontInfer \{[^}]*daysText: String!/);
});

test("the menu's weeks reach pages only by their page context: no GraphQL type", () => {
  const sdl = toTypeDefs();
  expect(sdl).not.toContain("MenuWeek");
  expect(sdl).toMatch(/type DishesJson implements Node @dontInfer \{[^}]*diets: \[String!\]!/);
});
