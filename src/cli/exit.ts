/** Exit statuses, as ESLint's: no errors, errors found, the run itself failed. */
export const EXIT = { clean: 0, problems: 1, failure: 2 } as const
