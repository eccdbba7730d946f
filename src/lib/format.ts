import { DEFAULT_LANG, type Lang } from "./languages";

/*
 * Numbers, prices and units in each language's conventions, through Intl. These run at build
 * time (the data layer hands pages finished texts, gatsby/content/snapshot.ts), so the browser never
 * formats: no Intl start-up cost on a phone, and no hydration mismatch where the browser's
 * ICU differs from Node's. Spaces are normalised anyway, for the same reason: ICU versions
 * disagree on ordinary, no-break and narrow no-break spaces inside numbers.
 */

/** Every kind of space inside a formatted number becomes a no-break space (U+00A0). */
export function normaliseSpaces(text: string): string {
  return text.replace(/[\s\u00a0\u202f\u2009]+/g, "\u00a0");
}

/**
 * Every language groups from four digits on: "1,790" in English, "1 790" in Armenian and
 * Russian. Armenian's own rule in Intl starts at five digits ("1790", "12 345"), which set a
 * "3000 ֏" under a "15 000 ֏" on one card: one rule per language, written in docs/languages.md.
 */
// "always" is Intl's own value (Node 20 and every current browser); the TypeScript lib this
// project uses still types `useGrouping` as a boolean.
const GROUPING = { useGrouping: "always" } as unknown as Intl.NumberFormatOptions;

/** The no-break space that keeps a number and its unit on one line: "520 kcal", "15 000 ֏". */
export const NBSP = "\u00a0";

/** A number written out and its unit, never split over two lines: "1 790 կկալ". */
export function withUnit(number: string, unit: string): string {
  return `${number}${NBSP}${unit}`;
}

/**
 * A label and what it names, joined as each language writes it: "Ready-to-eat: 3 Days",
 * «Готовые блюда: 3 дня», and in Armenian with its own «՝» («Պատրաստի ուտեստներ՝ 3 օր»),
 * never a Latin colon after Armenian text.
 */
export function labelled(label: string, value: string, lang: Lang): string {
  return `${label}${lang === "hy" ? "՝" : ":"} ${value}`;
}

/**
 * Names joined into a list inside a sentence: the first keeps its capital, the others are
 * written in lower case ("Milk, eggs", «Կաթ, ձու»), since the names are capitalised labels.
 */
export function listInSentence(names: readonly string[], lang: Lang): string {
  return names.map((name, i) => (i === 0 ? name : name.toLocaleLowerCase(lang))).join(", ");
}

/** 1234567 -> "1,234,567" (en), "1 234 567" (hy, ru; no-break spaces); 1790 -> "1 790". */
export function formatNumber(value: number, lang: Lang): string {
  return normaliseSpaces(new Intl.NumberFormat(lang, GROUPING).format(value));
}

/**
 * A price in whole dram: the currency's code after the number in English ("1,234 AMD"), the
 * dram sign in Armenian and Russian ("1 234 ֏"), as shops in Yerevan write it.
 */
export function formatPrice(amount: number, currency: string, lang: Lang = DEFAULT_LANG): string {
  const whole = Math.round(amount);
  if (lang === DEFAULT_LANG) return withUnit(formatNumber(whole, lang), currency);
  return normaliseSpaces(
    new Intl.NumberFormat(lang, {
      ...GROUPING,
      style: "currency",
      currency,
      currencyDisplay: "narrowSymbol",
      maximumFractionDigits: 0,
    }).format(whole),
  );
}

/** Grams in the language's short form: "42g" (en), "42 գ" (hy), "42 г" (ru). */
export function formatGrams(value: number, lang: Lang): string {
  const unitDisplay = lang === DEFAULT_LANG ? "narrow" : "short";
  return normaliseSpaces(
    new Intl.NumberFormat(lang, { ...GROUPING, style: "unit", unit: "gram", unitDisplay }).format(
      value,
    ),
  );
}

/** A marketing figure kept as a fact: a plain number, a percentage or a weight. */
export type Figure = { value: number; unit?: "percent" | "kilogram" };

/** 4.9 -> "4.9" (en), "4,9" (hy, ru); 98 percent -> "98%", "98 %" (ru); 15 kg -> "15kg", "15 кг". */
export function formatFigure({ value, unit }: Figure, lang: Lang): string {
  if (unit === "percent")
    return normaliseSpaces(
      new Intl.NumberFormat(lang, { ...GROUPING, style: "percent" }).format(value / 100),
    );
  if (unit === "kilogram") {
    const unitDisplay = lang === DEFAULT_LANG ? "narrow" : "short";
    return normaliseSpaces(
      new Intl.NumberFormat(lang, {
        ...GROUPING,
        style: "unit",
        unit: "kilogram",
        unitDisplay,
      }).format(value),
    );
  }
  return formatNumber(value, lang);
}

/** Fills `{name}` placeholders in copy from data; unknown ones stay as they are. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** "+374 10 555 123" -> "tel:+37410555123". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** Keeps a phone number on one line: its spaces become non-breaking ones. */
export function phoneText(phone: string): string {
  return phone.replace(/ /g, "\u00a0");
}
