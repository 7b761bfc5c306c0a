// Prettier, set to the code's own habits: single quotes, semicolons, trailing commas everywhere, parentheses around
// arrow parameters. Lines of code run long here (comments wrap at 120): 160 keeps most of them as written and pushes
// no file past 300 lines.
/** @type {import('prettier').Config} */
export default { printWidth: 160, singleQuote: true, trailingComma: 'all' };
