// What a request that failed tells the visitor, whatever the form.
export const requests = {
  unexpected: 'Algo salió mal. Inténtalo de nuevo.',
  // No answer at all (src/lib/api-client.ts): the connection dropped, or the wait ran out.
  offline: 'No se pudo conectar con Tarima. Revisa tu conexión e inténtalo de nuevo.',
  timeout: 'El servidor tardó demasiado en responder. Inténtalo de nuevo.',
} as const
