// The share button.
export const share = {
  label: 'Compartir',
  copied: 'Enlace copiado',
  copiedDescription: 'Ya puedes pegarlo donde quieras.',
  error: 'No se pudo compartir el enlace',
} as const
