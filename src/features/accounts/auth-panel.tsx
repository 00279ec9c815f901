'use client'

import Link from 'next/link'
import { lazy, Suspense, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

import { cx } from '@/components/ui/cx'
import * as t from '@/i18n/es'
import { useInBrowser } from '@/lib/in-browser'
import { FormLoading } from './form-loading'
import { authPath } from './return-path'
import { SignInForm } from './sign-in-form'

// Most visitors sign in: the other two forms load when chosen (from the pointer or focus on their
// tab, or when the page opens on them), not with the page.
const loadSignUp = () => import('./sign-up-form')
const loadForgot = () => import('./forgot-password-form')
const SignUpForm = lazy(() => loadSignUp().then(({ SignUpForm }) => ({ default: SignUpForm })))
const ForgotPasswordForm = lazy(() =>
  loadForgot().then(({ ForgotPasswordForm }) => ({ default: ForgotPasswordForm })),
)
const preload = { signin: () => undefined, signup: loadSignUp, forgot: loadForgot } as const

export type AuthMode = 'signin' | 'signup' | 'forgot'

const copy = t.auth.page
const TABS = [
  { mode: 'signin', label: copy.signInTab },
  { mode: 'signup', label: copy.signUpTab },
] as const

/**
 * Sign in / sign up tabs (and the forgotten-password form); the mode is kept in the URL. `next`:
 * where signing in or up leads (a path of this site), kept in the URL too.
 */
export function AuthPanel({
  initialMode,
  next = null,
}: {
  initialMode: AuthMode
  next?: string | null
}) {
  const [mode, setModeState] = useState<AuthMode>(initialMode)
  const tabs = useRef<(HTMLButtonElement | null)[]>([])

  const setMode = (chosen: AuthMode) => {
    setModeState(chosen)
    const url = chosen === 'forgot' ? '/auth?mode=forgot' : authPath(chosen, next)
    window.history.replaceState(null, '', url)
  }

  // Arrow keys move between the tabs (WAI-ARIA tabs pattern, automatic activation).
  const onTabKey = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    event.preventDefault()
    const next = (index + step + TABS.length) % TABS.length
    setMode(TABS[next].mode)
    tabs.current[next]?.focus()
  }

  return (
    <div>
      {mode === 'forgot' ? (
        <LoadedForm>
          <ForgotPasswordForm onBack={() => setMode('signin')} />
        </LoadedForm>
      ) : (
        <>
          <div
            role="tablist"
            aria-label={copy.modesLabel}
            className="mb-6 grid grid-cols-2 gap-1 rounded-full bg-stone-100 p-1"
          >
            {TABS.map((tab, index) => {
              const selected = tab.mode === mode
              return (
                <button
                  key={tab.mode}
                  ref={(element) => {
                    tabs.current[index] = element
                  }}
                  type="button"
                  role="tab"
                  id={`pestana-${tab.mode}`}
                  aria-selected={selected}
                  aria-controls={`panel-${tab.mode}`}
                  tabIndex={selected ? 0 : -1}
                  onClick={() => setMode(tab.mode)}
                  onPointerEnter={() => void preload[tab.mode]()}
                  onFocus={() => void preload[tab.mode]()}
                  onKeyDown={(event) => onTabKey(event, index)}
                  className={cx(
                    'h-10 rounded-full text-sm font-semibold transition-colors',
                    selected
                      ? 'bg-white text-stone-900 shadow-sm'
                      : 'text-stone-600 hover:text-stone-900',
                  )}
                >
                  {tab.label}
                </button>
              )
            })}
          </div>
          <div role="tabpanel" id={`panel-${mode}`} aria-labelledby={`pestana-${mode}`}>
            {mode === 'signin' ? (
              <SignInForm
                onForgot={() => setMode('forgot')}
                onForgotIntent={loadForgot}
                next={next}
              />
            ) : (
              <LoadedForm>
                <SignUpForm next={next} />
              </LoadedForm>
            )}
          </div>
        </>
      )}
      <p className="mt-8 border-t border-stone-200 pt-6 text-center text-sm text-stone-600">
        {copy.onboardingPrompt}{' '}
        <Link
          href="/onboarding"
          className="font-semibold text-fuchsia-800 underline underline-offset-4 hover:text-fuchsia-950"
        >
          {copy.onboardingLink}
        </Link>
      </p>
    </div>
  )
}

/**
 * A form that loads when chosen, shown once its code is here. Never rendered by the server: its
 * HTML would show a button that does nothing until the code arrives, and a click then is lost.
 */
function LoadedForm({ children }: { children: ReactNode }) {
  return useInBrowser() ? (
    <Suspense fallback={<FormLoading />}>{children}</Suspense>
  ) : (
    <FormLoading />
  )
}
