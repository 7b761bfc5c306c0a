// Exits 1 and names the files when generated code differs from what `npm run codegen` would write now.
import fs from 'node:fs';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import config from '../../codegen.ts';

const outputs = (await generate({ ...config, silent: true }, false)) as Array<{ filename: string; content: string }>;
const stale = outputs
  .filter(({ filename, content }) => !fs.existsSync(filename) || fs.readFileSync(filename, 'utf8') !== content)
  .map(({ filename }) => path.relative(process.cwd(), filename));
if (stale.length) {
  console.error(`Generated code is stale: ${stale.join(', ')}. Run \`npm run codegen\`.`);
  process.exit(1);
}
console.log(`Generated code is current (${outputs.length} files).`);
