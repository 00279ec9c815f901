// What a request that failed tells the visitor, whatever the form.
export const requests = {
  unexpected: 'Algo salió mal. Inténtalo de nuevo.',
} as const
