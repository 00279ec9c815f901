// The crash pages' texts: their own small file, because the crash pages' code is loaded apart
// from the rest of every page's and carries its texts with it.
export const errorPage = {
  title: 'Algo salió mal',
  description: 'Ocurrió un error inesperado. Recarga la página o vuelve a intentarlo.',
  reload: 'Recargar página',
  retry: 'Reintentar',
  reference: (digest: string) => `Código de referencia: ${digest}`,
} as const
