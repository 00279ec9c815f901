// Answers when someone writes too often.
export const rateLimit = {
  tooMany: 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
  tooFast: 'Vas demasiado rápido. Espera un poco antes de volver a intentarlo.',
} as const
