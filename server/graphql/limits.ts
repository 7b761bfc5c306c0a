// Depth, alias and cost limits for every operation, over HTTP and WebSocket alike (DESIGN §4).
import { GraphQLError, Kind, type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext, type ValidationRule } from 'graphql';

// The schema itself nests at most 4 deep; the depth limit is sized for introspection (GraphiQL's query is 15 deep).
export const operationLimits = { depth: 20, aliases: 30, cost: 2000 } as const;

interface Measure {
  depth: number;
  aliases: number;
  cost: number;
}

function measure(
  selectionSet: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  depth: number,
  visiting: Set<string>,
): Measure {
  const total: Measure = { depth, aliases: 0, cost: 0 };
  for (const selection of selectionSet.selections) {
    let inner: Measure | undefined;
    if (selection.kind === Kind.FIELD) {
      total.cost += 1;
      if (selection.alias) total.aliases += 1;
      if (selection.selectionSet) inner = measure(selection.selectionSet, fragments, depth + 1, visiting);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      inner = measure(selection.selectionSet, fragments, depth, visiting);
    } else {
      const fragment = fragments[selection.name.value];
      // Cycles are reported by graphql's own NoFragmentCycles rule.
      if (!fragment || visiting.has(fragment.name.value)) continue;
      visiting.add(fragment.name.value);
      inner = measure(fragment.selectionSet, fragments, depth, visiting);
      visiting.delete(fragment.name.value);
    }
    if (inner) {
      total.depth = Math.max(total.depth, inner.depth);
      total.aliases += inner.aliases;
      total.cost += inner.cost;
    }
  }
  return total;
}

export const operationLimitsRule: ValidationRule = (context: ValidationContext): ASTVisitor => ({
  OperationDefinition(operation) {
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
    }
    const { depth, aliases, cost } = measure(operation.selectionSet, fragments, 1, new Set());
    const name = operation.name ? `'${operation.name.value}'` : 'The operation';
    if (depth > operationLimits.depth) context.reportError(new GraphQLError(`${name} is nested ${depth} levels deep; the limit is ${operationLimits.depth}.`));
    if (aliases > operationLimits.aliases) context.reportError(new GraphQLError(`${name} uses ${aliases} aliases; the limit is ${operationLimits.aliases}.`));
    if (cost > operationLimits.cost) context.reportError(new GraphQLError(`${name} selects ${cost} fields; the limit is ${operationLimits.cost}.`));
  },
});
