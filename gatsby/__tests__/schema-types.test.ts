/** @jest-environment node */
import { z } from "zod";
import { toTypeDefs } from "../schema-types";
import { image } from "../../src/schema/fields";
import { typeNameFor } from "../../src/schema";

test("file names become type names", () => {
  expect(typeNameFor("meal-plans.json")).toBe("MealPlansJson");
  expect(typeNameFor("faq.json")).toBe("FaqJson");
});

test("required fields are non-null, optional ones nullable, nested objects named", () => {
  const sdl = toTypeDefs({
    "plans.json": z.array(
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
  });
  expect(sdl).toContain("type PlansJson implements Node @dontInfer {");
  expect(sdl).toContain("  name: String!");
  expect(sdl).toContain("  price: Int!");
  expect(sdl).toContain("  rating: Float!");
  expect(sdl).toContain("  popular: Boolean!");
  expect(sdl).toContain("  features: [String!]!");
  expect(sdl).toContain("  note: String\n");
  expect(sdl).toContain("  meta: PlansJsonMeta!");
  expect(sdl).toContain("type PlansJsonMeta @dontInfer {\n  kind: String!\n}");
  expect(sdl).toContain("  image: File! @fileByRelativePath");
});

test("the site's own schema produces a type for every data file", () => {
  const sdl = toTypeDefs();
  for (const type of ["SiteJson", "PlansJson", "HomeJson", "MealPlansJson", "UiJson"]) {
    expect(sdl).toContain(`type ${type} implements Node @dontInfer`);
  }
});
