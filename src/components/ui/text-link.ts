/*
 * The look of a text link that leads somewhere or does something, beside the buttons (the
 * plan finder's links, "Change plan"): underlined, in the brand colour, at least 24 px to tap.
 */
const TEXT_LINK =
  "inline-flex min-h-6 items-center text-primary underline underline-offset-4 hover:decoration-2";

export const textLinkClass = `${TEXT_LINK} font-semibold`;

/** The same, less loud: an action beside a summary. */
export const quietTextLinkClass = `${TEXT_LINK} font-medium`;
