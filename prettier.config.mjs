// Prettier, set to the code's own habits: single quotes, semicolons, trailing commas everywhere, parentheses around
// arrow parameters. Code and comments wrap at 120 columns; a file that grows past 300 lines is split, not widened.
/** @type {import('prettier').Config} */
export default { printWidth: 120, singleQuote: true, trailingComma: 'all' };
