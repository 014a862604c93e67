import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { configVariables } from './config'
import { repoRoot } from './paths'

/** The variables of README.md's "Configuration" table, in order. */
function documentedVariables(): string[] {
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8')
  const section = readme.split(/^## Configuration$/m)[1]?.split(/^## /m)[0] ?? ''
  return [...section.matchAll(/^\| `([A-Z_]+)`/gm)].map((match) => match[1] ?? '')
}

interface TurboTask {
  passThroughEnv?: string[]
  env?: string[]
}

function turboTask(name: string): TurboTask {
  const turbo = JSON.parse(readFileSync(join(repoRoot, 'turbo.json'), 'utf8')) as {
    tasks: Record<string, TurboTask>
  }
  const task = turbo.tasks[name]
  if (!task) throw new Error(`turbo.json has no ${name} task`)
  return task
}

/*
 * Turbo runs tasks in strict environment mode: a variable a task does not list never reaches the
 * process. One list in config.ts, the README's table and turbo's start/dev tasks must agree, so a
 * documented setting always reaches the server through `npm start`.
 */
describe('configuration surface', () => {
  it('documents every variable the API reads, and only those', () => {
    expect(documentedVariables().toSorted()).toEqual(configVariables.toSorted())
  })

  it.each(['start', 'dev'])('lets every variable through turbo to the %s task', (name) => {
    const task = turboTask(name)
    const passed = new Set([...(task.passThroughEnv ?? []), ...(task.env ?? [])])
    expect(configVariables.filter((variable) => !passed.has(variable))).toEqual([])
  })
})
