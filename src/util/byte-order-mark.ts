/**
 * U+FEFF at the start of a text: the byte order mark some editors write first in a UTF-8 file. It is no part of
 * the text: editors hide it, Markdown skips it, and the site generator's readers drop it, of pages and of
 * docs.json alike.
 */
export const BYTE_ORDER_MARK = '\uFEFF'

/** The text without its byte order mark, if it has one. */
export function withoutByteOrderMark(text: string): string {
  return text.startsWith(BYTE_ORDER_MARK) ? text.slice(BYTE_ORDER_MARK.length) : text
}
