// Whether a request selected a field below the one being resolved, so a resolver can skip work nobody reads (a
// Firestore count costs a read per 1,000 customers).
import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * True when `name` is selected directly under the current field,
 * through fragments too; @skip and @include aside (a skipped count is still counted).
 */
export function selectsField(info: GraphQLResolveInfo, name: string): boolean {
  const seen = new Set<string>();
  const visit = (set: SelectionSetNode | undefined): boolean =>
    (set?.selections ?? []).some((selection) => {
      if (selection.kind === Kind.FIELD) return selection.name.value === name;
      if (selection.kind === Kind.INLINE_FRAGMENT) return visit(selection.selectionSet);
      const fragment = info.fragments[selection.name.value];
      if (!fragment || seen.has(fragment.name.value)) return false;
      seen.add(fragment.name.value);
      return visit(fragment.selectionSet);
    });
  return info.fieldNodes.some((node) => visit(node.selectionSet));
}

/** The name of every field selected anywhere below the current one, through fragments (a list's rows' fields). */
export function fieldsBelow(info: GraphQLResolveInfo): Set<string> {
  const names = new Set<string>();
  const seen = new Set<string>();
  const visit = (set: SelectionSetNode | undefined): void => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        names.add(selection.name.value);
        visit(selection.selectionSet);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet);
      else {
        const fragment = info.fragments[selection.name.value];
        if (!fragment || seen.has(fragment.name.value)) continue;
        seen.add(fragment.name.value);
        visit(fragment.selectionSet);
      }
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet);
  return names;
}
