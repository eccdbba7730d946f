/*
 * Armenian phone numbers as people write them: "+374 91 234567", "091 23 45 67",
 * "(091) 234-567", "00374 10 555123", "374 91 234567". Kept in international form,
 * "+37491234567": the country code and the eight digits of the national number (its area
 * or operator code and the subscriber's number), never starting with 0.
 */

/** The number in international form, or null when it is not an Armenian number. */
export function readPhone(typed: string): string | null {
  const text = typed.trim();
  // Only digits, spaces, dashes, dots, parentheses and one leading plus.
  if (!/^\+?[\d\s().-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, "");
  const plus = text.startsWith("+");
  let national: string | null = null;
  if (plus && digits.startsWith("374")) national = digits.slice(3);
  else if (!plus && digits.startsWith("00374")) national = digits.slice(5);
  else if (!plus && digits.startsWith("374") && digits.length === 11) national = digits.slice(3);
  else if (!plus && digits.startsWith("0")) national = digits.slice(1);
  if (national === null || !/^[1-9]\d{7}$/.test(national)) return null;
  return `+374${national}`;
}

/** "+37491234567" -> "+374 91 234567", as the summary says it back. */
export const phoneWritten = (international: string) =>
  international.replace(/^\+374(\d{2})(\d{6})$/, "+374 $1 $2");
