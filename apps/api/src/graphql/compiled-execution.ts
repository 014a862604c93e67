import {
  execute,
  getOperationAST,
  OperationTypeNode,
  type ExecutionArgs,
  type OperationDefinitionNode,
} from 'graphql'
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit'
import { makeExecute, type Plugin } from 'graphql-yoga'

/**
 * Runs queries and mutations compiled by graphql-jit, once per operation of a document: the
 * compiled code is kept under the operation's own node, so the operation asked for by name is
 * the one that runs, whichever was compiled first. Subscriptions (whose literal arguments the
 * JIT drops) and unknown operation names (which graphql answers) run uncompiled.
 */
export function useCompiledExecution(): Plugin {
  const compiled = new WeakMap<OperationDefinitionNode, CompiledQuery | null>()

  function compiledOperation(args: ExecutionArgs, operation: OperationDefinitionNode) {
    let entry = compiled.get(operation)
    if (entry === undefined) {
      const result = compileQuery(args.schema, args.document, operation.name?.value)
      entry = isCompiledQuery(result) ? result : null
      compiled.set(operation, entry)
    }
    return entry
  }

  const run = makeExecute((args: ExecutionArgs) => {
    const operation = getOperationAST(args.document, args.operationName)
    const query = operation && compiledOperation(args, operation)
    if (!query) return execute(args)
    const result = query.query(args.rootValue, args.contextValue, args.variableValues)
    const withStringify = (value: Awaited<typeof result>) =>
      Object.assign(value, { stringify: query.stringify })
    return result instanceof Promise ? result.then(withStringify) : withStringify(result)
  })

  return {
    onExecute({ args, setExecuteFn }) {
      const { document, operationName } = args as ExecutionArgs
      const operation = getOperationAST(document, operationName)
      if (operation && operation.operation !== OperationTypeNode.SUBSCRIPTION) setExecuteFn(run)
    },
  }
}
