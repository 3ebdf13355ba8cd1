/**
 * A small XML 1.0 writer for the XML reports (`junit`, `checkstyle`): elements, attributes and text, escaped so
 * that any message, path or rule id reads back as written.
 */
import { escapedCharacter } from './terminal-text.js'

export interface XmlElement {
  name: string
  /** Attributes in order; undefined ones are left out. */
  attributes?: Record<string, string | number | undefined>
  children?: XmlElement[]
  /** Text content (instead of children). */
  text?: string
}

/** The document: the declaration, then the root element, indented by two spaces, ending with a line break. */
export function xmlDocument(root: XmlElement): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${render(root, '')}`
}

function render(element: XmlElement, indent: string): string {
  const attributes = Object.entries(element.attributes ?? {})
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
    .join('')
  const open = `${indent}<${element.name}${attributes}`
  if (element.text !== undefined) return `${open}>${escapeText(element.text)}</${element.name}>\n`
  if (!element.children?.length) return `${open}/>\n`
  return `${open}>\n${element.children.map((child) => render(child, `${indent}  `)).join('')}${indent}</${element.name}>\n`
}

/*
 * Characters XML 1.0 cannot hold at all, not even as character references: C0 controls other than tab, line
 * feed and carriage return, U+FFFE, U+FFFF, and halves of surrogate pairs without their other half.
 */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** Such a character is written as its JavaScript escape (`\u001B`), so the reader still sees what was there. */
function withoutNonXml(text: string): string {
  return text.replace(NOT_XML, escapedCharacter)
}

/* Text: `&` and `<` must be escaped, `>` too after `]]`; a carriage return would be read as a line feed. */
export function escapeText(text: string): string {
  return withoutNonXml(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#13;')
}

/* An attribute in double quotes: also `"`, and tab, line feed and carriage return, which parsers turn into spaces. */
export function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;')
}
