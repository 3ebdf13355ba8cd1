/**
 * The sandbox of a file of the site that the preview shows as a document of its own: an `.html` demo in an
 * `<iframe>` of a page, or such a file (or an SVG, which can hold a script too) opened from `--serve`. The
 * preview serves them from its own origin, so without a sandbox their scripts could rewrite the page around
 * them, read the preview's storage or open dialogs. In the sandbox they run their scripts, send forms and open
 * pop-ups (sandboxed in turn), as embedded demos need, but in an origin of their own (no
 * `allow-same-origin`), with no dialogs (`allow-modals`) and no hold on the page around them
 * (`allow-top-navigation`).
 */
export const SANDBOX: readonly string[] = ['allow-scripts', 'allow-forms', 'allow-popups']

/** The `Content-Security-Policy` that puts a document in the same sandbox when it is opened by itself. */
export const SANDBOX_POLICY = `sandbox ${SANDBOX.join(' ')}`

/**
 * The tokens of an iframe's `sandbox`: the preview's, less those the author's own `sandbox` leaves out, so an
 * author's sandbox can make it stricter, never looser. `written` is the attribute as hast holds it: absent,
 * `true` (written bare: no token) or its tokens.
 */
export function sandboxTokens(written: unknown): string[] {
  if (written === undefined || written === null || written === false) return [...SANDBOX]
  const own = (Array.isArray(written) ? written : typeof written === 'string' ? written.split(/\s+/) : []).map((token) => String(token).toLowerCase())
  return SANDBOX.filter((token) => own.includes(token))
}
