/**
 * Text from the site (file names, docs.json keys, page text a message quotes) printed in a terminal: a control
 * character in it would be run by the terminal (an escape sequence recolours, retitles or clears it, or hides
 * what follows), and a direction override would reorder the line. The terminal reports (stylish, github) and
 * the command line's own lines on standard error write each such character as its JavaScript escape (`\u001B`),
 * as the XML reports write the characters XML cannot hold; the JSON and SARIF reports keep the text exact.
 */

/** C0 controls but the tab, DEL, C1 controls, and the marks and overrides of text direction. */
const CONTROL = /[\u0000-\u0008\u000A-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g

/** `\u001B`: a character as a JavaScript escape of four hex digits. */
export function escapedCharacter(character: string): string {
  return `\\u${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`
}

/** The text with each control character written as its escape (see CONTROL), safe to print in a terminal. */
export function terminalText(text: string): string {
  return text.replace(CONTROL, escapedCharacter)
}
