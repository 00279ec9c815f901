// Words shared by every screen and by the interface's primitives (dialogs, fields, badges).
export const common = {
  accessDenied: 'Acceso denegado',
  accessDeniedDescription: 'Inicia sesión para ver esta página.',
  signInRequired: 'Debes iniciar sesión',
  signInToCreateArtist: 'Inicia sesión para crear tu perfil de artista.',
  goToSignIn: 'Iniciar sesión',
  verified: 'Verificado',
  founder: 'FUNDADOR',
  cancel: 'Cancelar',
  close: 'Cerrar',
  saving: 'Guardando...',
  deleting: 'Eliminando...',
  invalid: 'Revisa los campos marcados.',
  invalidOption: 'Elige una opción de la lista',
  bioCounter: (count: number, max: number) => `${count}/${max} caracteres`,
  /** Comment and message boxes: Enter sends, as in the messages. */
  enterToSend: 'Enter para enviar, Shift+Enter para una nueva línea',
  selectPlaceholder: 'Selecciona una opción',
  required: '(obligatorio)',
  noCountry: 'Sin país',
  newTab: '(se abre en una pestaña nueva)',
} as const
