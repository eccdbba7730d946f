/**
 * The one place prices are written out: whole dram (the schema says so) with comma
 * thousands separators, then the currency code. A regular expression instead of
 * Intl.NumberFormat: creating the formatter at module load showed as a 50-100 ms task
 * under 4x CPU throttling on every page, even pages without a price (the page-load
 * performance budget).
 */
export function formatPrice(amount: number, currency: string): string {
  const digits = String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${digits} ${currency}`;
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
