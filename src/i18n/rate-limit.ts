// Answers when someone writes too often.
export const rateLimit = {
  tooMany: 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
  tooManyStreams:
    'Hay demasiadas páginas abiertas desde esta conexión. Cierra alguna e inténtalo de nuevo.',
  tooFast: 'Vas demasiado rápido. Espera un poco antes de volver a intentarlo.',
  // Server start-up (src/lib/client-ip.ts): TRUSTED_PROXIES holds something that is not an address.
  badTrustedProxy: (entry: string) =>
    `TRUSTED_PROXIES: «${entry}» no es una dirección IP, un rango CIDR ni «loopback».`,
} as const
