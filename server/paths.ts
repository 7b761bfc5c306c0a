import fs from 'node:fs';
import path from 'node:path';

/** The project folder: the nearest folder at or above the working directory that holds schema.graphql. */
export function projectRoot(start = process.cwd()): string {
  for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'schema.graphql'))) return dir;
    if (path.dirname(dir) === dir)
      throw new Error(`schema.graphql not found at or above ${start}: run from the project folder.`);
  }
}
