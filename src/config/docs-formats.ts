/**
 * The formats docs.json's schemas name, as one object: the code ajv writes for the schemas asks for it by name
 * (FORMATS_MODULE) and calls the same functions the Ajv that wrote it was given (src/config/ajv-setup.ts).
 */
import { fullFormats } from 'ajv-formats/dist/formats.js'
import { isCodeTheme } from './code-themes.js'

/** The name under which the written code asks for DOCS_FORMATS (src/config/validators.ts answers it). */
export const FORMATS_MODULE = 'docslint:formats'

/** ajv-formats' formats (`uri`, `uri-reference`) and the code themes of `styling.codeblocks.theme`. */
export const DOCS_FORMATS = { ...fullFormats, 'code-theme': { type: 'string' as const, validate: isCodeTheme } }
