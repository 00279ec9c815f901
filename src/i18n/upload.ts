// Image uploads (avatars, listings, posts).
export const upload = {
  invalidTypeTitle: 'Tipo de archivo inválido',
  invalidType: 'Por favor selecciona un archivo de imagen (PNG, JPG, etc.)',
  tooLargeTitle: 'Archivo muy grande',
  tooLarge: 'La imagen debe ser menor a 5MB',
  tooManyPixels:
    'La imagen es demasiado grande: como máximo 40 megapíxeles (por ejemplo, 8000 × 5000).',
  fileNotFound: 'Esa imagen no existe.',
  failedTitle: 'Error al subir imagen',
  storage: 'Error de almacenamiento. Verifica tu conexión.',
  policy: 'Sin permisos para subir imagen. Inicia sesión e intenta de nuevo.',
  failed: 'No se pudo subir la imagen. Intenta de nuevo.',
  withMessage: (message: string) => `Error: ${message}`,
  choose: 'Elegir imagen',
  noFile: 'Ningún archivo seleccionado',
  change: 'Cambiar imagen',
  remove: 'Quitar imagen',
  uploading: 'Subiendo imagen...',
  hint: 'PNG, JPG, WebP, GIF o AVIF. Máximo 5MB.',
  previewAlt: 'Vista previa de la imagen elegida',
} as const
