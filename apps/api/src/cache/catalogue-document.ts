import {
  getOperationAST,
  Kind,
  OperationTypeNode,
  parse,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql'

/**
 * Root fields of the public schema whose answer is the same for every caller in a language: the
 * catalogue, and the FAQ. `me`, `cart`, `order`… depend on who asks; `countries`,
 * `paymentMethods`, `liveOperations`, `ambassadorCard` change with configuration or programme
 * data no catalogue event announces.
 */
const catalogueRootFields: ReadonlySet<string> = new Set([
  'products',
  'product',
  'categories',
  'faq',
  '__typename',
])

/**
 * Whether the operation of a document reads only catalogue root fields (through fragments too);
 * false for mutations, subscriptions and documents that do not parse (the endpoint answers those).
 */
export function readsOnlyCatalogue(source: string, operationName: string | null): boolean {
  let document
  try {
    document = parse(source, { noLocation: true })
  } catch {
    return false
  }
  const operation = getOperationAST(document, operationName)
  if (operation?.operation !== OperationTypeNode.QUERY) return false
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      fragments.set(definition.name.value, definition)
    }
  }
  const visit = (set: SelectionSetNode, seen: ReadonlySet<string>): boolean =>
    set.selections.every((selection) => {
      if (selection.kind === Kind.FIELD) return catalogueRootFields.has(selection.name.value)
      if (selection.kind === Kind.INLINE_FRAGMENT) return visit(selection.selectionSet, seen)
      const name = selection.name.value
      const fragment = fragments.get(name)
      return (
        fragment !== undefined &&
        !seen.has(name) &&
        visit(fragment.selectionSet, new Set([...seen, name]))
      )
    })
  return visit(operation.selectionSet, new Set())
}
