'use client'

import { useEffect, type CSSProperties } from 'react'

import * as t from '@/i18n/es'

type Props = { error: unknown; retry: () => void }

// Shown when a root layout itself fails, so it brings its own document. It lives at the app root
// because Next reads global-error only there; it uses inline styles on purpose: a stylesheet
// imported here would be loaded on every page, the Payload admin included.
const styles = {
  body: {
    margin: 0,
    minHeight: '100dvh',
    display: 'grid',
    placeItems: 'center',
    background: '#0c0a12',
    color: '#fafaf9',
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    textAlign: 'center',
    padding: '2rem',
  },
  text: { color: '#d6d3d1', maxWidth: '28rem', lineHeight: 1.6 },
  actions: {
    display: 'flex',
    gap: '0.75rem',
    justifyContent: 'center',
    flexWrap: 'wrap',
    marginTop: '2rem',
  },
  primary: {
    background: '#fbbf24',
    color: '#0c0a12',
    border: 0,
    borderRadius: '999px',
    padding: '0.8rem 1.6rem',
    fontWeight: 700,
    fontSize: '1rem',
    cursor: 'pointer',
  },
  secondary: {
    background: 'transparent',
    color: '#fafaf9',
    border: '1px solid rgb(255 255 255 / 0.4)',
    borderRadius: '999px',
    padding: '0.8rem 1.6rem',
    fontWeight: 700,
    fontSize: '1rem',
    cursor: 'pointer',
  },
} satisfies Record<string, CSSProperties>

export default function GlobalError({ error, retry }: Props) {
  useEffect(() => {
    console.error(error)
  }, [error])

  return (
    <html lang="es">
      <body style={styles.body}>
        <title>{`${t.errorPage.title} · ${t.site.name}`}</title>
        <main>
          <h1 style={{ fontSize: '2rem', margin: 0 }}>{t.errorPage.title}</h1>
          <p style={styles.text}>{t.errorPage.description}</p>
          <div style={styles.actions}>
            <button type="button" style={styles.primary} onClick={() => window.location.reload()}>
              {t.errorPage.reload}
            </button>
            <button type="button" style={styles.secondary} onClick={() => retry()}>
              {t.errorPage.retry}
            </button>
          </div>
        </main>
      </body>
    </html>
  )
}
