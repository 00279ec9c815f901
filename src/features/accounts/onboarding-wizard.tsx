'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { lazy, Suspense, useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react'

import { ArrowLeft, ArrowRight, CircleCheck } from '@/components/icons'
import { Button } from '@/components/ui/button'
import { lazyModule } from '@/components/ui/lazy-module'
import { focusFirstError, useFieldState } from '@/components/ui/use-form-check'
import { PasswordField } from '@/components/ui/form-field'
import { toast } from '@/components/ui/toast'
import { ApplicantEmailField, NameFields, type ApplicationFieldsProps } from './application-fields'
import type { ApplicationValues } from './application-schema'
import { emptyApplication } from './application-values'
import { useImageUpload } from '@/features/media/use-image-upload'
import * as t from '@/i18n/es'
import { FormLoading } from './form-loading'
import { STEP_FIELDS } from './onboarding-step-fields'
import type * as OnboardingSteps from './onboarding-steps'
import {
  clearDraft,
  previousStepIsBehind,
  readDraft,
  saveDraft,
  stepInUrl,
  urlOfStep,
  type StepEntry,
} from './onboarding-history'
import { StepIndicator } from './step-indicator'

const copy = t.onboarding
const fields = t.auth.fields

export type OnboardingAccount = { firstName: string; lastName: string; email: string }

type Values = ApplicationValues & { password: string }
type Errors = Partial<Record<string, string>>
type Phase = 'idle' | 'signup' | 'uploading' | 'saving'

type StepChecks = typeof OnboardingSteps

/** The steps' checks (zod and the shared schemas), loaded once someone starts on the form. */
const stepChecks = lazyModule(() => import('./onboarding-steps'))

/** The requests that create the account and send the application, loaded with the checks. */
const finishRequests = lazyModule(() => import('./onboarding-requests'))

// The fields of steps 2 and 3 (options, the image picker, links) load with the checks, once
// someone starts on step 1, not with the page.
const profileFields = () => import('./application-profile-fields')
const ProfessionalFields = lazy(() =>
  profileFields().then((fields) => ({ default: fields.ProfessionalFields })),
)
const PhotoField = lazy(() => profileFields().then((fields) => ({ default: fields.PhotoField })))
const BioField = lazy(() => profileFields().then((fields) => ({ default: fields.BioField })))
const SocialFields = lazy(() =>
  profileFields().then((fields) => ({ default: fields.SocialFields })),
)

/**
 * The 3-step onboarding: Personal, Profesional, Perfil. Everything typed stays in this component,
 * so a failure at the end loses nothing; a retry skips what already succeeded (the account, the
 * photo) and the application is one per member. Each step is a history entry (`?paso=2`) and the
 * answers are kept in this tab (onboarding-history.ts), so Back, Forward and a reload lose nothing.
 */
export function OnboardingWizard({
  account: initialAccount,
}: {
  account: OnboardingAccount | null
}) {
  const router = useRouter()
  const [account, setAccount] = useState(initialAccount)
  const form = useFieldState<Values>(() => ({
    ...emptyApplication(),
    firstName: initialAccount?.firstName ?? '',
    lastName: initialAccount?.lastName ?? '',
    email: initialAccount?.email ?? '',
    password: '',
  }))
  const { values, setField, setValues, touch } = form
  const [photoFile, setPhotoFile] = useState<File | null>(null)
  const [step, setStep] = useState(0)
  const [phase, setPhase] = useState<Phase>('idle')
  // The e-mail typed already has an account: shown until the e-mail changes.
  const [accountExists, setAccountExists] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const upload = useImageUpload()
  // The draft is saved only once it was read back (else the empty start would overwrite it).
  const [restored, setRestored] = useState(false)
  const finished = useRef(false)

  // Until the checks are loaded (the first focus on the form, or arriving at a later step) no
  // step counts as complete, so nothing can be sent unchecked.
  const [checks, setChecks] = useState<StepChecks | null>(null)
  // The later steps' fields are fetched alongside, to be ready when reached.
  const loadChecks = () => {
    void profileFields().catch(() => undefined)
    finishRequests.preload()
    return stepChecks.load().then((loaded) => (setChecks(loaded), loaded))
  }
  const errorsWith = (loaded: StepChecks): Errors[] => {
    const [personal = {}, professional = {}, profile = {}] = loaded.stepErrors(
      values,
      Boolean(account),
    )
    const photo = photoFile ? {} : { photo: t.auth.application.required.photo }
    return [personal, professional, { ...profile, ...photo }]
  }
  const stepErrors: Errors[] = checks ? errorsWith(checks) : [{}, {}, {}]
  const valid = stepErrors.map((errors) => checks !== null && Object.keys(errors).length === 0)
  const shown = form.visible(stepErrors[step])

  /** The asked step, or the first earlier one that is still incomplete. */
  const reachable = (asked: number, checks: boolean[] = valid) => {
    const incomplete = checks.slice(0, asked).indexOf(false)
    return incomplete >= 0 ? incomplete : asked
  }

  // Back to the step the address asks for (?paso=), with this tab's draft; never past a step
  // that is incomplete (after a reload, the password must be typed again). In an effect: the
  // address and sessionStorage exist only in the browser, and the server's HTML must match.
  useEffect(() => {
    const draft = readDraft()
    const start = {
      ...values,
      ...draft,
      ...(initialAccount ? { email: initialAccount.email } : {}),
    }
    if (draft) setValues(start)
    const asked = stepInUrl(STEP_FIELDS.length)
    const arrive = (complete: boolean[]) => {
      const step = reachable(asked, complete)
      setStep(step)
      if (step !== asked) replaceStep(step)
      setRestored(true)
    }
    // The first step needs no check to be shown; a later one, that the steps before it are done.
    // A form that starts filled in (the account's names, a draft) is checked at once, so its
    // "Siguiente" is ready; an empty one on the first focus.
    if (asked === 0) {
      arrive([])
      if (initialAccount || draft) void loadChecks().catch(() => undefined)
    } else
      void loadChecks().then(
        (loaded) =>
          arrive(
            loaded
              .stepErrors(start, Boolean(initialAccount))
              .map((errors) => Object.keys(errors).length === 0),
          ),
        // Unchecked, the first step.
        () => arrive([false]),
      )
    // Once, on arrival: later changes go through goTo and the history.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    if (restored && !finished.current) saveDraft(applicationOf(values))
  }, [restored, values])

  // The browser's Back and Forward between the wizard's own entries.
  const onHistoryMove = useEffectEvent(() => {
    const asked = stepInUrl(STEP_FIELDS.length)
    const next = reachable(asked)
    moved.current = true
    setStep(next)
    if (next !== asked) replaceStep(next)
  })
  useEffect(() => {
    const listener = () => onHistoryMove()
    window.addEventListener('popstate', listener)
    return () => window.removeEventListener('popstate', listener)
  }, [])

  // Moving between steps puts focus on the new step's title, which names it ("Paso 2 de 3").
  useEffect(() => {
    if (moved.current) heading.current?.focus()
  }, [step])

  /** Shows step `next`: a new history entry going forward, else in place of the current one. */
  const goTo = (next: number, entry: 'push' | 'replace' = 'replace') => {
    moved.current = true
    setStep(next)
    if (entry === 'push') {
      const state: StepEntry = { onboardingStep: next, afterPrevious: true }
      window.history.pushState(state, '', urlOfStep(next))
    } else replaceStep(next)
  }

  // The previous step's entry is just behind this one: going back is the browser's Back.
  const goBack = () => {
    if (previousStepIsBehind(step)) window.history.back()
    else goTo(step - 1)
  }

  const showServerErrors = (found: Errors) => {
    form.setServerErrors(found)
    const first = STEP_FIELDS.findIndex((names) => names.some((name) => found[name]))
    if (first >= 0) goTo(first)
    requestAnimationFrame(() =>
      focusFirstError(formRef.current, STEP_FIELDS[Math.max(first, 0)], found),
    )
  }

  const finish = async () => {
    // Busy from the start, so a second click waits for this one.
    setPhase(account ? 'uploading' : 'signup')
    const requests = await finishRequests.load().catch(() => null)
    if (!requests) {
      setPhase('idle')
      toast.error(copy.errorTitle, { description: t.requests.offline })
      return
    }
    const { apiReply, refreshCurrentUser, sendApplication } = requests
    let current = account
    if (!current) {
      setPhase('signup')
      const reply = await apiReply('POST', '/api/users/signup', {
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        password: values.password,
      })
      if (!reply.ok) {
        setPhase('idle')
        if (Object.keys(reply.fieldErrors).length > 0) showServerErrors(reply.fieldErrors)
        toast.error(copy.errorTitle, { description: reply.message || copy.error })
        return
      }
      const user = await refreshCurrentUser()
      if (!user) {
        // 200 without a session: the e-mail already had an account (its owner got an e-mail).
        // The answer's own text ("Cuenta creada…") is not shown: one clear notice instead.
        setPhase('idle')
        setAccountExists(true)
        return
      }
      current = { firstName: values.firstName, lastName: values.lastName, email: values.email }
      setAccount(current)
      setField('password', '')
    }

    if (!photoFile) {
      setPhase('idle')
      return
    }
    setPhase('uploading')
    const image = await upload(photoFile, values.artistName)
    if (!image) {
      setPhase('idle')
      return
    }

    setPhase('saving')
    // The password is not sent again: the account exists by now (the e-mail is the account's).
    const result = await sendApplication('onboarding', {
      ...applicationOf(values),
      email: current.email,
      photo: image.id,
    }).catch((error) => {
      console.error('No se pudo completar el registro', error)
      return null
    })
    if (result?.ok) {
      finished.current = true
      clearDraft()
      toast.success(copy.successTitle, { description: copy.successDescription })
      router.push('/')
      router.refresh()
      return
    }
    setPhase('idle')
    if (result && Object.keys(result.fieldErrors).length > 0) showServerErrors(result.fieldErrors)
    toast.error(copy.errorTitle, { description: result?.message || copy.error })
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (phase !== 'idle') return
    const loaded = checks ?? (await loadChecks().catch(() => null))
    if (!loaded) {
      toast.error(copy.errorTitle, { description: copy.error })
      return
    }
    const errors = errorsWith(loaded)
    const complete = errors.map((found) => Object.keys(found).length === 0)
    if (!complete[step]) {
      touch(...STEP_FIELDS[step])
      focusFirstError(formRef.current, STEP_FIELDS[step], errors[step])
      return
    }
    if (step < 2) goTo(step + 1, 'push')
    else if (complete.every(Boolean)) void finish()
  }

  const busy = phase !== 'idle'
  // ApplicationValues is a part of Values, so its fields keep their types here.
  const setApplicationField: ApplicationFieldsProps['onChange'] = (field, value) => {
    if (field === 'email') setAccountExists(false)
    setField(field, value as Values[typeof field])
  }
  const fieldProps = { values, errors: shown, onChange: setApplicationField, onBlur: touch }
  const last = step === 2
  const canContinue = last ? valid.every(Boolean) : valid[step]

  return (
    <div className="card p-6 shadow-sm sm:p-8">
      <StepIndicator current={step} />
      <form
        ref={formRef}
        noValidate
        onSubmit={submit}
        onFocus={() => void loadChecks().catch(() => undefined)}
        aria-busy={busy}
        className="mt-8"
      >
        <h2
          ref={heading}
          tabIndex={-1}
          className="mb-6 text-2xl font-bold tracking-tight focus:outline-none"
        >
          {copy.stepOf(step + 1, copy.steps.length, copy.steps[step])}
        </h2>

        {step === 0 ? (
          <div className="space-y-1">
            <div className="grid gap-x-5 sm:grid-cols-2">
              <NameFields {...fieldProps} />
            </div>
            {account ? (
              <div className="space-y-1.5 pb-5">
                <label htmlFor="campo-email" className="block text-sm font-semibold">
                  {fields.email}
                </label>
                <input
                  id="campo-email"
                  type="email"
                  readOnly
                  value={account.email}
                  aria-describedby="campo-email-hint"
                  className="block w-full rounded-xl border border-stone-200 bg-stone-100 px-4 py-3 text-base text-stone-700"
                />
                <p id="campo-email-hint" className="text-sm text-stone-600">
                  {copy.emailReadOnly}
                </p>
              </div>
            ) : (
              <>
                <ApplicantEmailField {...fieldProps} label={fields.email} />
                <PasswordField
                  name="password"
                  label={fields.newPasswordHint}
                  autoComplete="new-password"
                  value={values.password}
                  onChange={(event) => setField('password', event.target.value)}
                  onBlur={() => touch('password')}
                  error={shown.password}
                />
                <p className="text-sm text-stone-600">
                  {copy.haveAccount} <SignInLink />
                </p>
              </>
            )}
          </div>
        ) : null}

        {step === 1 ? (
          <Suspense fallback={<FormLoading />}>
            <ProfessionalFields
              {...fieldProps}
              phoneRequired
              genresLegend={t.auth.application.genres}
            />
          </Suspense>
        ) : null}

        {step === 2 ? (
          <Suspense fallback={<FormLoading />}>
            <div className="space-y-4">
              <PhotoField
                file={photoFile}
                onChange={(file) => {
                  setPhotoFile(file)
                  touch('photo')
                }}
                error={shown.photo}
                required
              />
              <BioField {...fieldProps} />
              <SocialFields {...fieldProps} />
            </div>
          </Suspense>
        ) : null}

        {accountExists ? (
          <p
            role="alert"
            className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
          >
            {copy.accountExists} <SignInLink />
          </p>
        ) : null}

        <div className="mt-8 flex flex-col-reverse gap-3 border-t border-stone-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
          {step > 0 ? (
            <Button variant="secondary" size="lg" disabled={busy} onClick={goBack}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {copy.back}
            </Button>
          ) : (
            <span aria-hidden="true" />
          )}
          <div className="flex flex-col items-stretch gap-2 sm:items-end">
            <Button
              key={last ? 'complete' : 'next'}
              type="submit"
              size="lg"
              disabled={!canContinue || busy}
              aria-describedby={canContinue ? undefined : 'onboarding-incompleto'}
            >
              {last ? <CircleCheck aria-hidden="true" className="size-4" /> : null}
              {busy ? busyLabel(phase) : last ? copy.submit : copy.next}
              {last ? null : <ArrowRight aria-hidden="true" className="size-4" />}
            </Button>
            {canContinue ? null : (
              <p id="onboarding-incompleto" className="text-sm text-stone-600">
                {copy.incompleteHint}
              </p>
            )}
          </div>
        </div>
      </form>
    </div>
  )
}

const applicationOf = (values: Values): ApplicationValues => {
  const application: Partial<Values> = { ...values }
  delete application.password
  return application as ApplicationValues
}

const replaceStep = (step: number) => {
  const state: StepEntry = { onboardingStep: step, afterPrevious: false }
  window.history.replaceState(state, '', urlOfStep(step))
}

const busyLabel = (phase: Phase) =>
  phase === 'signup' ? copy.creatingAccount : phase === 'uploading' ? copy.uploading : copy.saving

/** "Inicia sesión", for someone who already has an account. */
function SignInLink() {
  return (
    <Link href="/auth" className="font-semibold text-fuchsia-800 underline underline-offset-4">
      {copy.signIn}
    </Link>
  )
}
