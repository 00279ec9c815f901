// The Spanish catalogue of the interface (SPEC.md texts). Group by screen; no strings in JSX.
export const es = {
  site: {
    name: 'Tarima',
    tagline: 'El hub de descubrimiento musical de Puerto Rico y Latinoamérica',
    description:
      'Tarima conecta artistas, productores, DJs, managers y A&Rs de Puerto Rico y Latinoamérica con nuevas oportunidades.',
    copyright: '© 2024',
  },
  validation: {
    invalidUrl: 'Introduce una URL válida (https://...)',
    invalidEmail: 'Por favor ingresa un email válido',
    passwordMin: 'La contraseña debe tener al menos 6 caracteres',
    nameRequired: 'El nombre es requerido',
    emailRequired: 'El email es requerido',
    subjectRequired: 'El asunto es requerido',
    messageRequired: 'El mensaje es requerido',
    contentRequired: 'El contenido es requerido',
    postMax: 'El post no puede superar los 200 caracteres',
    commentRequired: 'El comentario no puede estar vacío',
    commentMax: 'El comentario no puede superar los 500 caracteres',
    roleRequired: 'El rol es requerido',
    countryRequired: 'El país es requerido',
    bioMax: 'La biografía no puede superar los 500 caracteres',
  },
  upload: {
    invalidTypeTitle: 'Tipo de archivo inválido',
    invalidType: 'Por favor selecciona un archivo de imagen (PNG, JPG, etc.)',
    tooLargeTitle: 'Archivo muy grande',
    tooLarge: 'La imagen debe ser menor a 5MB',
  },
  rateLimit: {
    tooMany: 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
  },
  env: {
    missingSecret:
      'Falta PAYLOAD_SECRET: en producción Tarima no arranca sin una clave secreta. Define PAYLOAD_SECRET con una cadena larga y aleatoria.',
  },
} as const
