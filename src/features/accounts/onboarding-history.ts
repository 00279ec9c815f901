import type { ApplicationValues } from './application-schema'
import { emptyApplication } from './application-values'

// The wizard's steps live in the browser's history (`?paso=2`), so Back and Forward move between
// steps, and what was typed is kept in sessionStorage so no step comes back empty. Never the
// password nor the photo (a File): only the application's own fields.

const DRAFT_KEY = 'tarima:onboarding-borrador'
const STEP_PARAM = 'paso'

/** This tab's saved answers, with only the known fields and their types (or null). */
export function readDraft(): Partial<ApplicationValues> | null {
  let saved: unknown
  try {
    saved = JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? 'null')
  } catch {
    return null
  }
  if (!saved || typeof saved !== 'object') return null
  const draft: Partial<Record<keyof ApplicationValues, string | string[]>> = {}
  for (const [field, empty] of Object.entries(emptyApplication())) {
    const value = (saved as Record<string, unknown>)[field]
    const fits = Array.isArray(empty)
      ? Array.isArray(value) && value.every((item) => typeof item === 'string')
      : typeof value === 'string'
    if (fits) draft[field as keyof ApplicationValues] = value as string | string[]
  }
  return draft as Partial<ApplicationValues>
}

/** Keeps the application's fields of `values` (anything else, the password first, is left out). */
export function saveDraft(values: ApplicationValues) {
  const draft: Record<string, unknown> = {}
  for (const field of Object.keys(emptyApplication())) {
    draft[field] = values[field as keyof ApplicationValues]
  }
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft))
  } catch {
    // Storage full or refused (private mode): the wizard still works, only without the draft.
  }
}

export function clearDraft() {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY)
  } catch {
    // Nothing saved then.
  }
}

/** The step (0-based) the address asks for: `?paso=2` is the second; none or junk is the first. */
export function stepInUrl(steps: number): number {
  const asked = Number(new URLSearchParams(window.location.search).get(STEP_PARAM))
  return Number.isInteger(asked) && asked >= 1 && asked <= steps ? asked - 1 : 0
}

/** The current address with `step` in it (the first step has no parameter). */
export function urlOfStep(step: number): string {
  const url = new URL(window.location.href)
  if (step > 0) url.searchParams.set(STEP_PARAM, String(step + 1))
  else url.searchParams.delete(STEP_PARAM)
  return `${url.pathname}${url.search}${url.hash}`
}

/** Marks a history entry the wizard pushed on top of the previous step's own. */
export type StepEntry = { onboardingStep: number; afterPrevious: boolean }

/** Whether the current history entry was pushed by the wizard over the previous step. */
export function previousStepIsBehind(step: number): boolean {
  const state = window.history.state as Partial<StepEntry> | null
  return state?.onboardingStep === step && state.afterPrevious === true
}
