/**
 * Characters that a message quoting them would show as nothing or as a plain space: controls, format characters
 * (zero-width spaces, byte order marks, direction marks) and every space but U+0020.
 */
const INVISIBLE = /(?! )[\p{Cc}\p{Cf}\p{Z}]/gu

/** Whether the text holds an invisible character. */
export function hasInvisible(text: string): boolean {
  return new RegExp(INVISIBLE).test(text)
}

/** The text with each invisible character written as its code point (`U+200B`), so that a message quoting it shows what is there. */
export function namedInvisibles(text: string): string {
  return text.replace(INVISIBLE, (character) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`)
}
