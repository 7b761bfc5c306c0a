// Depth, alias and cost limits for every operation, over HTTP and WebSocket alike (DESIGN §4).
import { GraphQLError, Kind, type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext, type ValidationRule } from 'graphql';

// The schema itself nests at most 4 deep; the depth limit is sized for introspection (GraphiQL's query is 15 deep).
export const operationLimits = { depth: 20, aliases: 30, cost: 2000 } as const;

interface Measure {
  /** Levels of fields below (and including) this selection set */
  depth: number;
  aliases: number;
  cost: number;
}

const nothing: Measure = { depth: 0, aliases: 0, cost: 0 };

/**
 * Measures a selection set. Each fragment is measured once and its figures reused wherever it is spread,
 * so a document of fragments that spread each other many times costs linear time to measure.
 */
function measure(
  selectionSet: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  measured: Map<string, Measure>,
  visiting: Set<string>,
): Measure {
  const total: Measure = { depth: 0, aliases: 0, cost: 0 };
  for (const selection of selectionSet.selections) {
    let inner: Measure = nothing;
    let ownDepth = 0;
    if (selection.kind === Kind.FIELD) {
      ownDepth = 1;
      total.cost += 1;
      if (selection.alias) total.aliases += 1;
      if (selection.selectionSet) inner = measure(selection.selectionSet, fragments, measured, visiting);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      inner = measure(selection.selectionSet, fragments, measured, visiting);
    } else {
      inner = measureFragment(selection.name.value, fragments, measured, visiting);
    }
    total.depth = Math.max(total.depth, ownDepth + inner.depth);
    total.aliases += inner.aliases;
    total.cost += inner.cost;
  }
  return total;
}

function measureFragment(
  name: string,
  fragments: Record<string, FragmentDefinitionNode>,
  measured: Map<string, Measure>,
  visiting: Set<string>,
): Measure {
  const known = measured.get(name);
  if (known) return known;
  const fragment = fragments[name];
  // Unknown fragments and cycles are reported by graphql's own rules.
  if (!fragment || visiting.has(name)) return nothing;
  visiting.add(name);
  const result = measure(fragment.selectionSet, fragments, measured, visiting);
  visiting.delete(name);
  measured.set(name, result);
  return result;
}

export const operationLimitsRule: ValidationRule = (context: ValidationContext): ASTVisitor => ({
  OperationDefinition(operation) {
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
    }
    const { depth, aliases, cost } = measure(operation.selectionSet, fragments, new Map(), new Set());
    const name = operation.name ? `'${operation.name.value}'` : 'The operation';
    if (depth > operationLimits.depth) context.reportError(new GraphQLError(`${name} is nested ${depth} levels deep; the limit is ${operationLimits.depth}.`));
    if (aliases > operationLimits.aliases) context.reportError(new GraphQLError(`${name} uses ${aliases} aliases; the limit is ${operationLimits.aliases}.`));
    if (cost > operationLimits.cost) context.reportError(new GraphQLError(`${name} selects ${cost} fields; the limit is ${operationLimits.cost}.`));
  },
});
