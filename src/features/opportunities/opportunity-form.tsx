'use client'

import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'

import { Button } from '@/components/ui/button'
import { CheckboxGroup } from '@/components/ui/checkbox-group'
import { CountedTextAreaField, TextField } from '@/components/ui/form-field'
import { SelectField } from '@/components/ui/select-field'
import { toast } from '@/components/ui/toast'
import { ImagePicker } from '@/features/media/image-picker'
import { uploadImage, uploadProblemOf } from '@/features/media/upload-image'
import * as t from '@/i18n/es'
import { ALL_GENRES, COUNTRIES, ROLES, asOptions } from '@/lib/options'
import type { Opportunity } from '../../../payload-types'
import { createOpportunity, updateOpportunity, type OpportunityInput } from './opportunity-api'
import {
  CITY_MAX,
  CURRENCIES,
  DEADLINE_DAYS_MAX,
  DESCRIPTION_MAX,
  OPPORTUNITY_KINDS,
  PAY_TYPES,
  QUESTION_MAX,
  QUESTIONS_MAX,
  TITLE_MAX,
  opportunityPath,
  type PayType,
} from './opportunity-rules'

const copy = t.opportunities.form
const DAY_MS = 24 * 60 * 60 * 1000

/** 'YYYY-MM-DD' of a date in the reader's time zone (what a date input holds). */
function dayOf(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000)
  return local.toISOString().slice(0, 10)
}
/** A day typed in the form as an instant: the deadline at the end of that day, local time. */
const endOfDay = (day: string) => (day ? new Date(`${day}T23:59:00`).toISOString() : null)
const middayOf = (day: string) => (day ? new Date(`${day}T12:00:00`).toISOString() : null)

type Values = {
  kind: string
  title: string
  description: string
  roles: string[]
  genres: string[]
  remote: boolean
  country: string
  city: string
  eventDate: string
  deadline: string
  pay: PayType
  payMin: string
  payMax: string
  currency: string
  questions: string[]
}

/** The fields typed as text (inputs, text areas and selects). */
type TextKey =
  | 'kind'
  | 'title'
  | 'description'
  | 'country'
  | 'city'
  | 'eventDate'
  | 'deadline'
  | 'payMin'
  | 'payMax'
  | 'currency'

function valuesOf(doc?: Opportunity): Values {
  return {
    kind: doc?.kind ?? 'gig',
    title: doc?.title ?? '',
    description: doc?.description ?? '',
    roles: (doc?.roles as string[] | undefined) ?? [],
    genres: (doc?.genres as string[] | undefined) ?? [],
    remote: Boolean(doc?.remote),
    country: doc?.country ?? '',
    city: doc?.city ?? '',
    eventDate: doc?.eventDate ? dayOf(new Date(doc.eventDate)) : '',
    deadline: doc?.deadline ? dayOf(new Date(doc.deadline)) : '',
    pay: doc?.pay ?? 'negotiable',
    payMin: doc?.payMin != null ? String(doc.payMin) : '',
    payMax: doc?.payMax != null ? String(doc.payMax) : '',
    currency: doc?.currency ?? '',
    questions: (doc?.questions ?? []).map((row) => row.question),
  }
}

const amount = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')))

/**
 * Publishing or editing an opportunity (/oportunidades/nueva, /oportunidades/{id}/editar): the
 * server checks everything again (collections/Opportunities.ts) and its Spanish messages show
 * next to their fields.
 */
export function OpportunityForm({
  doc,
  imageUrl,
}: {
  doc?: Opportunity
  imageUrl?: string | null
}) {
  const router = useRouter()
  const [values, setValues] = useState<Values>(() => valuesOf(doc))
  const [image, setImage] = useState<File | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((all) => ({ ...all, [key]: value }))
  const today = new Date()

  async function save(status: 'draft' | 'open' | null) {
    setBusy(true)
    setError('')
    setFieldErrors({})
    try {
      const data: OpportunityInput = {
        kind: values.kind,
        title: values.title.trim(),
        description: values.description.trim(),
        roles: values.roles,
        genres: values.genres,
        remote: values.remote,
        country: values.country || null,
        city: values.city.trim() || null,
        eventDate: middayOf(values.eventDate),
        deadline: endOfDay(values.deadline),
        pay: values.pay,
        payMin: values.pay === 'paid' ? amount(values.payMin) : null,
        payMax: values.pay === 'paid' ? amount(values.payMax) : null,
        currency: values.pay === 'paid' && values.currency ? values.currency : null,
        questions: values.questions.map((question) => ({ question: question.trim() })),
      }
      if (image) data.image = (await uploadImage(image, values.title.trim() || copy.image)).id
      if (status) data.status = status
      const reply = doc ? await updateOpportunity(doc.id, data) : await createOpportunity(data)
      if (!reply.ok) {
        setError(reply.message || copy.error)
        setFieldErrors(reply.fieldErrors)
        return
      }
      const saved = reply.data.doc
      toast.success(saved.status === 'open' && status === 'open' ? copy.published : copy.saved)
      router.push(saved.status === 'draft' ? '/oportunidades/mias' : opportunityPath(saved.id))
      router.refresh()
    } catch (problem) {
      setError(uploadProblemOf(problem).description)
    } finally {
      setBusy(false)
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    void save(doc ? null : submitter?.value === 'draft' ? 'draft' : 'open')
  }

  const errorOf = (path: string) => fieldErrors[path]
  /** A text field's name, value, change and error. */
  const bind = (key: TextKey) => ({
    name: key,
    value: values[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    error: errorOf(key),
  })
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <SelectField
        label={copy.kind}
        required
        placeholder={copy.kind}
        options={OPPORTUNITY_KINDS.map((value) => ({ value, label: t.opportunities.kinds[value] }))}
        {...bind('kind')}
      />
      <TextField
        label={copy.title}
        required
        maxLength={TITLE_MAX}
        placeholder={copy.titlePlaceholder}
        {...bind('title')}
      />
      <CountedTextAreaField
        label={copy.description}
        required
        rows={8}
        maxLength={DESCRIPTION_MAX}
        {...bind('description')}
      />
      <CheckboxGroup
        name="roles"
        legend={copy.roles}
        required
        options={asOptions(ROLES)}
        values={values.roles}
        onChange={(roles) => set('roles', roles)}
        error={errorOf('roles')}
      />
      <CheckboxGroup
        name="genres"
        legend={copy.genres}
        options={asOptions(ALL_GENRES)}
        values={values.genres}
        onChange={(genres) => set('genres', genres)}
        error={errorOf('genres')}
      />
      <label className="flex min-h-9 items-center gap-2 text-sm font-semibold text-stone-900">
        <input
          type="checkbox"
          checked={values.remote}
          onChange={(event) => set('remote', event.target.checked)}
          className="size-4 accent-fuchsia-700"
        />
        {copy.remote}
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={copy.country}
          required={!values.remote}
          placeholder={copy.chooseCountry}
          options={asOptions(COUNTRIES)}
          {...bind('country')}
        />
        <TextField label={copy.city} maxLength={CITY_MAX} {...bind('city')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={copy.deadline}
          type="date"
          required
          min={dayOf(new Date(today.getTime() + DAY_MS))}
          max={dayOf(new Date(today.getTime() + DEADLINE_DAYS_MAX * DAY_MS))}
          {...bind('deadline')}
        />
        <TextField label={copy.eventDate} type="date" min={dayOf(today)} {...bind('eventDate')} />
      </div>
      <fieldset className="space-y-2">
        <legend className="required-label text-sm font-semibold text-stone-900">{copy.pay}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {PAY_TYPES.map((pay) => (
            <label key={pay} className="flex min-h-9 items-center gap-2 text-sm text-stone-800">
              <input
                type="radio"
                name="pay"
                value={pay}
                checked={values.pay === pay}
                onChange={() => set('pay', pay)}
                className="size-4 accent-fuchsia-700"
              />
              {t.opportunities.pay[pay]}
            </label>
          ))}
        </div>
      </fieldset>
      {values.pay === 'paid' ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label={copy.payMin} inputMode="decimal" {...bind('payMin')} />
          <TextField label={copy.payMax} inputMode="decimal" {...bind('payMax')} />
          <SelectField
            label={copy.currency}
            placeholder={copy.currency}
            options={CURRENCIES.map((value) => ({ value, label: value }))}
            {...bind('currency')}
          />
        </div>
      ) : null}
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-stone-900">{copy.questions}</legend>
        {values.questions.map((question, index) => (
          <div key={index} className="flex items-start gap-2">
            <TextField
              name={`question-${index + 1}`}
              label={copy.question(index + 1)}
              className="flex-1"
              maxLength={QUESTION_MAX}
              value={question}
              onChange={(event) =>
                set(
                  'questions',
                  values.questions.map((q, i) => (i === index ? event.target.value : q)),
                )
              }
              error={errorOf(`questions.${index}.question`)}
            />
            <Button
              variant="secondary"
              size="sm"
              className="mt-7"
              aria-label={copy.removeQuestion(index + 1)}
              onClick={() =>
                set(
                  'questions',
                  values.questions.filter((_, i) => i !== index),
                )
              }
            >
              ✕
            </Button>
          </div>
        ))}
        {values.questions.length < QUESTIONS_MAX ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => set('questions', [...values.questions, ''])}
          >
            {copy.addQuestion}
          </Button>
        ) : null}
      </fieldset>
      <ImagePicker label={copy.image} file={image} onChange={setImage} currentUrl={imageUrl} />
      <p role="alert" className="min-h-5 text-sm font-medium text-red-700">
        {error}
      </p>
      <div className="flex flex-wrap gap-3">
        {doc ? (
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? copy.saving : copy.save}
          </Button>
        ) : (
          <>
            <Button type="submit" size="lg" value="open" disabled={busy}>
              {busy ? copy.saving : copy.publish}
            </Button>
            <Button type="submit" size="lg" variant="secondary" value="draft" disabled={busy}>
              {copy.saveDraft}
            </Button>
          </>
        )}
      </div>
    </form>
  )
}
