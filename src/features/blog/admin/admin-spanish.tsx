'use client'

import { es } from 'date-fns/locale/es'
import { useEffect, type ReactNode } from 'react'
import { registerLocale, setDefaultLocale } from 'react-datepicker'

import { ADMIN_FIXED_TEXTS } from '@/i18n/admin-translations'

// The article editor's last English, admin-wide (payload.config.ts, admin.components.providers) so
// it is in place before any editor opens: the date picker, the live preview and Lexical.
//
// - Payload hands the date picker its Spanish locale in an effect, after the first render, so a
//   date showed as "4 de December" until then (server HTML included). Registered here when the
//   module loads, the first render is Spanish too.
// - A few texts are written into Payload's, Lexical's and the date picker's code
//   (ADMIN_FIXED_TEXTS): each is put in Spanish as it enters the page.

registerLocale('es', es)
setDefaultLocale('es')

const { labels, texts, prefixes } = ADMIN_FIXED_TEXTS
const LABEL_ATTRIBUTES = ['aria-label', 'title'] as const
const englishLabels = Object.keys(labels)
const labelSelector = LABEL_ATTRIBUTES.flatMap((name) =>
  englishLabels.map((label) => `[${name}="${label}"]`),
).join(',')

function spanishText(value: string): string | null {
  const trimmed = value.trim()
  if (trimmed in texts) return value.replace(trimmed, texts[trimmed as keyof typeof texts])
  for (const [english, spanish] of Object.entries(prefixes))
    if (value.startsWith(english)) return spanish + value.slice(english.length)
  return null
}

/** Puts in Spanish what `root` holds of ADMIN_FIXED_TEXTS. */
function translate(root: Element) {
  const elements = root.matches(labelSelector) ? [root] : []
  for (const element of [...elements, ...root.querySelectorAll(labelSelector)])
    for (const name of LABEL_ATTRIBUTES) {
      const value = element.getAttribute(name)
      if (value && value in labels) element.setAttribute(name, labels[value as keyof typeof labels])
    }
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const spanish = node.nodeValue ? spanishText(node.nodeValue) : null
    if (spanish !== null) node.nodeValue = spanish
  }
}

export function AdminSpanish({ children }: { children?: ReactNode }) {
  useEffect(() => {
    translate(document.body)
    const observer = new MutationObserver((changes) => {
      for (const change of changes) {
        if (change.type === 'characterData') {
          const node = change.target
          const spanish = node.nodeValue ? spanishText(node.nodeValue) : null
          if (spanish !== null) node.nodeValue = spanish
        } else if (change.type === 'attributes') {
          translate(change.target as Element)
        } else {
          for (const added of change.addedNodes) {
            if (added instanceof Element) translate(added)
            else if (added.nodeType === Node.TEXT_NODE && added.parentElement)
              translate(added.parentElement)
          }
        }
      }
    })
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: [...LABEL_ATTRIBUTES],
    })
    return () => observer.disconnect()
  }, [])
  return <>{children}</>
}
