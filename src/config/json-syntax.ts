/** What each of jsonc-parser's syntax error codes means, in a reader's words (config-syntax, and a file named by `$ref`). */
const explanations: Record<string, string> = {
  InvalidSymbol: 'is not valid JSON here',
  InvalidNumberFormat: 'is not a valid JSON number',
  PropertyNameExpected: 'expected a property name in double quotes',
  ValueExpected: 'expected a value (a string, number, object, array, `true`, `false` or `null`)',
  ColonExpected: 'expected `:` after the property name',
  CommaExpected: 'expected `,` between two entries',
  CloseBraceExpected: 'expected `}` to close the object',
  CloseBracketExpected: 'expected `]` to close the array',
  EndOfFileExpected: 'expected the end of the file after the JSON value',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'comments are not allowed in JSON',
  UnexpectedEndOfString: 'the string is not closed: add the closing `"`',
  UnexpectedEndOfNumber: 'the number is not complete',
  InvalidUnicode: 'is not a valid `\\u` escape (four hex digits are needed)',
  InvalidEscapeCharacter: 'is not a valid escape in a JSON string',
  InvalidCharacter: 'control characters must be escaped in JSON strings'
}

export function syntaxExplanation(code: string): string {
  return explanations[code] ?? `the JSON parser stopped (${code})`
}
