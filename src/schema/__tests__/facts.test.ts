/** @jest-environment node */
import { z } from "zod";
import { factPaths } from "../facts";
import { dataFiles } from "../../../gatsby/content/data-files";

/*
 * A file's facts are read from the marks on its schema's fields, at any depth, through the
 * wrappers a field may have, and for a list from each of its entries.
 */

const label = { en: "Field", ru: "Поле" };

test("the facts of a schema are its marked fields, as dotted paths", () => {
  const schema = z.strictObject({
    name: z.string().meta({ label }),
    price: z.number().meta({ fact: true, label }),
    address: z.strictObject({
      street: z.string().meta({ label }),
      postalCode: z.string().meta({ fact: true, label }).optional(),
    }),
    hours: z
      .array(z.strictObject({ days: z.string() }))
      .meta({ fact: true, label })
      .default([]),
  });
  expect(factPaths(schema)).toEqual(["price", "address.postalCode", "hours"]);
  // A list file: the facts of each entry.
  expect(factPaths(z.array(schema))).toEqual(["price", "address.postalCode", "hours"]);
  // A mark kept when the field is labelled again.
  const relabelled = z.strictObject({ price: schema.shape.price.meta({ label }) });
  expect(factPaths(relabelled)).toEqual(["price"]);
});

test("each declared file's facts are its schema's marks", () => {
  for (const spec of Object.values(dataFiles))
    expect(spec.facts ?? []).toEqual(factPaths(spec.schema));
  expect(dataFiles["plans.json"].facts).toContain("price");
  expect(dataFiles["site.json"].facts).toContain("address.postalCode");
});
