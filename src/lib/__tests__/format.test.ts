import {
  fill,
  formatFigure,
  formatGrams,
  formatNumber,
  formatPrice,
  labelled,
  listInSentence,
  normaliseSpaces,
  phoneText,
  telHref,
  withUnit,
  type Figure,
} from "../format";
import { formatDayList, formatDays } from "../format-days";
import { loadContent } from "../../../gatsby/content/snapshot";

/** The home page's figures, kept once in data/home.json as facts. */
const home = loadContent().facts<{ figures: Record<string, Figure> }>("home.json");

test("prices are written with thousands separators and the currency, kept on one line", () => {
  expect(formatPrice(12000, "AMD")).toBe("12,000\u00a0AMD");
  expect(formatPrice(5000, "AMD")).toBe("5,000\u00a0AMD");
});

test("placeholders are filled from values; unknown ones stay", () => {
  expect(fill("Welcome to {brand}!", { brand: "Hamov" })).toBe("Welcome to Hamov!");
  expect(fill("Hi {name}", {})).toBe("Hi {name}");
});

test("phone numbers become tel: links", () => {
  expect(telHref("+374 10 555 123")).toBe("tel:+37410555123");
});

test("phone numbers keep to one line", () => {
  expect(phoneText("+374 10 555 123")).toBe("+374\u00a010\u00a0555\u00a0123");
});

test("large and small amounts", () => {
  expect(formatPrice(999, "AMD")).toBe("999\u00a0AMD");
  expect(formatPrice(1234567, "AMD")).toBe("1,234,567\u00a0AMD");
});

describe("in each language", () => {
  const NBSP = "\u00a0";

  test("English keeps its separators and the currency code after the number", () => {
    expect(formatNumber(12000, "en")).toBe("12,000");
    expect(formatPrice(12000, "AMD", "en")).toBe(`12,000${NBSP}AMD`);
    expect(formatGrams(42, "en")).toBe("42g");
    expect(formatDays("Mon-Fri", "en")).toBe("Mon-Fri");
  });

  test("Armenian and Russian group with a no-break space and write the dram sign", () => {
    for (const lang of ["hy", "ru"] as const) {
      expect(formatNumber(12000, lang)).toBe(`12${NBSP}000`);
      expect(formatPrice(12000, "AMD", lang)).toBe(`12${NBSP}000${NBSP}֏`);
      expect(formatPrice(999, "AMD", lang)).toBe(`999${NBSP}֏`);
      expect(formatPrice(1234567, "AMD", lang)).toBe(`1${NBSP}234${NBSP}567${NBSP}֏`);
    }
  });

  test("one grouping rule per language, from four digits on", () => {
    expect(formatNumber(1790, "en")).toBe("1,790");
    expect(formatPrice(3000, "AMD", "en")).toBe(`3,000${NBSP}AMD`);
    for (const lang of ["hy", "ru"] as const) {
      expect(formatNumber(1790, lang)).toBe(`1${NBSP}790`);
      expect(formatPrice(3000, "AMD", lang)).toBe(`3${NBSP}000${NBSP}֏`);
      expect(formatNumber(999, lang)).toBe("999");
    }
  });

  test("a number and its unit stay on one line", () => {
    expect(withUnit(formatNumber(1790, "hy"), "կկալ")).toBe(`1${NBSP}790${NBSP}կկալ`);
    expect(withUnit("520", "kcal")).toBe(`520${NBSP}kcal`);
  });

  test("a list inside a sentence keeps only its first capital", () => {
    expect(listInSentence(["Կաթ", "Ընկուզեղեն"], "hy")).toBe("Կաթ, ընկուզեղեն");
    expect(listInSentence(["Молоко", "Орехи"], "ru")).toBe("Молоко, орехи");
    expect(listInSentence(["Milk"], "en")).toBe("Milk");
  });

  test("a label and its value take the language's own colon", () => {
    expect(labelled("Ready-to-eat", "3 Days", "en")).toBe("Ready-to-eat: 3 Days");
    expect(labelled("Готовые блюда", "3 дня", "ru")).toBe("Готовые блюда: 3 дня");
    expect(labelled("Պատրաստի ուտեստներ", "3 օր", "hy")).toBe("Պատրաստի ուտեստներ՝ 3 օր");
  });

  test("prices are whole dram", () => {
    expect(formatPrice(11999.6, "AMD", "en")).toBe(`12,000${NBSP}AMD`);
    expect(formatPrice(11999.6, "AMD", "ru")).toBe(`12${NBSP}000${NBSP}֏`);
  });

  test("grams in each language's short form, kept on one line", () => {
    expect(formatGrams(42, "ru")).toBe(`42${NBSP}г`);
    expect(formatGrams(42, "hy")).toBe(`42${NBSP}գ`);
    expect(formatGrams(1500, "ru")).toBe(`1${NBSP}500${NBSP}г`);
  });

  test("opening days with the language's own weekday names", () => {
    expect(formatDays("Mon-Fri", "ru")).toBe("Пн–Пт");
    expect(formatDays("Mon-Fri", "hy")).toBe("Երկ–Ուր");
    expect(formatDays("Sat", "ru")).toBe("Сб");
    expect(formatDays("Sun", "hy")).toBe("Կիր");
    expect(() => formatDays("Mon-Xyz", "ru")).toThrow(/Xyz/);
  });

  test("several delivery days as one list in the language", () => {
    expect(formatDayList(["Mon", "Wed", "Fri"], "en")).toBe("Mon, Wed, and Fri");
    expect(formatDayList(["Mon", "Wed", "Fri"], "ru")).toBe("Пн, Ср и Пт");
    expect(formatDayList(["Mon-Sun"], "hy")).toBe("Երկ–Կիր");
    expect(() => formatDayList(["Mon", "Xyz"], "ru")).toThrow(/Xyz/);
  });

  test("every kind of space in a formatted number becomes a no-break space", () => {
    expect(normaliseSpaces("12\u202f000")).toBe(`12${NBSP}000`);
    expect(normaliseSpaces("12 000 ֏")).toBe(`12${NBSP}000${NBSP}֏`);
    expect(normaliseSpaces("12\u2009000")).toBe(`12${NBSP}000`);
    expect(normaliseSpaces(`12${NBSP}000`)).toBe(`12${NBSP}000`);
    expect(normaliseSpaces("12,000")).toBe("12,000");
  });

  test("whatever space this Node's ICU writes, prices come out with U+00A0 only", () => {
    // An ICU that writes narrow no-break spaces (U+202F), as some versions do.
    const proto = Intl.NumberFormat.prototype;
    const original = Object.getOwnPropertyDescriptor(proto, "format")!;
    Object.defineProperty(proto, "format", {
      ...original,
      get(this: Intl.NumberFormat) {
        const format = original.get!.call(this) as (value: number) => string;
        return (value: number) => format(value).replace(/\u00a0/g, "\u202f");
      },
    });
    try {
      expect(new Intl.NumberFormat("ru").format(12000)).toBe("12\u202f000");
      expect(formatPrice(12000, "AMD", "ru")).toBe(`12${NBSP}000${NBSP}֏`);
      expect(formatNumber(12000, "hy")).toBe(`12${NBSP}000`);
      expect(formatGrams(42, "ru")).toBe(`42${NBSP}г`);
    } finally {
      Object.defineProperty(proto, "format", original);
    }
  });
});

test("figures follow the language: a decimal comma in Armenian and Russian", () => {
  const { figures } = home;
  const rating = figures.rating;
  expect(formatFigure(rating, "en")).toBe(String(rating.value));
  expect(formatFigure(rating, "ru")).toBe(String(rating.value).replace(".", ","));
  expect(formatFigure(rating, "hy")).toBe(formatFigure(rating, "ru"));
  expect(formatFigure(figures.satisfaction, "en")).toBe(`${figures.satisfaction.value}%`);
  expect(formatFigure(figures.weightLoss, "ru")).toBe(
    formatGrams(figures.weightLoss.value, "ru").replace("г", "кг"),
  );
});
