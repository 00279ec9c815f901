// Answers the server gives when a request cannot be served (timeouts, malformed input).
export const serverErrors = {
  busy: 'El servidor está muy ocupado en este momento. Intenta de nuevo en unos segundos.',
  invalidRequest: 'La petición no es válida: revisa los datos enviados.',
  invalidJson: 'La petición no es válida: el cuerpo no es JSON correcto.',
  unexpected: 'Ocurrió un error inesperado. Inténtalo de nuevo.',
  notFound: 'No encontrado.',
  tooLarge: 'La petición es demasiado grande.',
} as const
