// The document limits of server/limits.ts as graphql-js validation rules and parse options, for HTTP and WebSocket
// alike (docs/security.md). The rules stay hand-written: GraphQL Armor's cost rule walks a fragment again at every
// spread (no memo, no cycle guard), which is exponential on a chain of fragments that each spread the next twice; these
// measure each fragment once.
import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type DocumentNode,
  type FragmentDefinitionNode,
  type ParseOptions,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { documentLimits } from '../limits.ts';

/** graphql-js stops parsing past this many tokens, so an oversized document costs no more than the limit to refuse. */
export const parseOptions: ParseOptions = { maxTokens: documentLimits.tokens };

interface Measure {
  /** Levels of fields below (and including) this selection set */
  depth: number;
  aliases: number;
  cost: number;
  directives: number;
}

const nothing: Measure = { depth: 0, aliases: 0, cost: 0, directives: 0 };

/** Figures for one document: its fragments, each measured at most once and reused wherever it is spread. */
class DocumentMeasure {
  private readonly fragments = new Map<string, FragmentDefinitionNode>();
  private readonly measured = new Map<string, Measure>();
  private readonly visiting = new Set<string>();

  constructor(document: DocumentNode) {
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) this.fragments.set(definition.name.value, definition);
    }
  }

  // Recursion depth is bounded by the token limit: a parsed document nests at most a few hundred levels.
  selectionSet(selectionSet: SelectionSetNode): Measure {
    const total: Measure = { depth: 0, aliases: 0, cost: 0, directives: 0 };
    for (const selection of selectionSet.selections) {
      let inner: Measure = nothing;
      let ownDepth = 0;
      total.directives += selection.directives?.length ?? 0;
      if (selection.kind === Kind.FIELD) {
        ownDepth = 1;
        total.cost += 1;
        if (selection.alias) total.aliases += 1;
        if (selection.selectionSet) inner = this.selectionSet(selection.selectionSet);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        inner = this.selectionSet(selection.selectionSet);
      } else {
        inner = this.fragment(selection.name.value);
      }
      total.depth = Math.max(total.depth, ownDepth + inner.depth);
      total.aliases += inner.aliases;
      total.cost += inner.cost;
      total.directives += inner.directives;
    }
    return total;
  }

  private fragment(name: string): Measure {
    const known = this.measured.get(name);
    if (known) return known;
    const fragment = this.fragments.get(name);
    // Unknown fragments and cycles are reported by graphql's own rules.
    if (!fragment || this.visiting.has(name)) return nothing;
    this.visiting.add(name);
    const result = this.selectionSet(fragment.selectionSet);
    this.visiting.delete(name);
    this.measured.set(name, { ...result, directives: result.directives + (fragment.directives?.length ?? 0) });
    return this.measured.get(name)!;
  }
}

export const operationLimitsRule: ValidationRule = (context: ValidationContext): ASTVisitor => {
  // One measure per document, shared by its operations
  // (a map rebuilt per operation made many-operation documents quadratic).
  let document: DocumentMeasure | null = null;
  let operations = 0;
  return {
    OperationDefinition(operation) {
      operations += 1;
      if (operations > documentLimits.operations) {
        if (operations === documentLimits.operations + 1) {
          context.reportError(new GraphQLError(`Send one operation per request; this document holds more.`));
        }
        return;
      }
      document ??= new DocumentMeasure(context.getDocument());
      const { depth, aliases, cost, directives } = document.selectionSet(operation.selectionSet);
      const total = { directives: directives + (operation.directives?.length ?? 0) };
      const name = operation.name ? `'${operation.name.value}'` : 'The operation';
      if (depth > documentLimits.depth)
        context.reportError(
          new GraphQLError(`${name} is nested ${depth} levels deep; the limit is ${documentLimits.depth}.`),
        );
      if (aliases > documentLimits.aliases)
        context.reportError(
          new GraphQLError(`${name} uses ${aliases} aliases; the limit is ${documentLimits.aliases}.`),
        );
      if (cost > documentLimits.cost)
        context.reportError(new GraphQLError(`${name} selects ${cost} fields; the limit is ${documentLimits.cost}.`));
      if (total.directives > documentLimits.directives) {
        context.reportError(
          new GraphQLError(`${name} uses ${total.directives} directives; the limit is ${documentLimits.directives}.`),
        );
      }
    },
  };
};
