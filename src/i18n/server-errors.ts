// Answers the server gives when a request cannot be served (timeouts, malformed input).
export const serverErrors = {
  busy: 'El servidor está muy ocupado en este momento. Intenta de nuevo en unos segundos.',
  unavailable: 'El servicio no está disponible, inténtalo en unos segundos.',
  unsupportedQuery: 'La búsqueda no es válida: ese campo no admite esa comparación.',
  invalidRequest: 'La petición no es válida: revisa los datos enviados.',
  invalidJson: 'La petición no es válida: el cuerpo no es JSON correcto.',
  unexpected: 'Ocurrió un error inesperado. Inténtalo de nuevo.',
  notFound: 'No encontrado.',
  tooLarge: 'La petición es demasiado grande.',
  lengthRequired: 'La petición debe indicar su tamaño (Content-Length).',
  nulByte: 'La dirección no es válida: contiene un carácter nulo.',
} as const
