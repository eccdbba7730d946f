/*
 * What follows a sign-up on the site (the welcome card and the delivery step): the preview
 * never signs anyone up (./use-lead-form.ts), so it never comes to it.
 */
export function Registered(): null {
  return null;
}
