// Lints source text under made-up file names with the repository's ESLint config and prints the messages as JSON.
// A process of its own: ESLint loads its flat config with import(), which jest's module sandbox does not allow.
// Usage: node tests/support/lintText.mjs '[{"filePath":"web/src/shared/x.ts","code":"..."}]', or the same JSON on stdin
// (texts too big for a command line, such as the whole schema).
import fs from 'node:fs';
import { ESLint } from 'eslint';

const eslint = new ESLint();
const answers = [];
for (const { filePath, code } of JSON.parse(process.argv[2] ?? fs.readFileSync(0, 'utf8'))) {
  const [result] = await eslint.lintText(code, { filePath });
  answers.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(answers));
