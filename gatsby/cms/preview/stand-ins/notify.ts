/*
 * The site's toasts, in the editor's preview: a preview sends nothing, so it has nothing to
 * tell, and the toast library stays out of the editor.
 */
export function notify(): void {}
