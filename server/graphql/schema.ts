import fs from 'node:fs';
import path from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { projectRoot } from '../paths.ts';
import { createResolvers } from './resolvers/index.ts';

export function loadTypeDefs(root = projectRoot()): string {
  return fs.readFileSync(path.join(root, 'schema.graphql'), 'utf8');
}

export function createSchema(root = projectRoot()): GraphQLSchema {
  return makeExecutableSchema({ typeDefs: loadTypeDefs(root), resolvers: createResolvers() });
}
