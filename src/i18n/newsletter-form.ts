// The newsletter sign-up form of the home page's footer.
export const newsletterForm = {
  title: 'Recibe lo mejor de la música latina',
  description: 'Nuevos talentos, lanzamientos y oportunidades, una vez por semana en tu email.',
  name: 'Nombre',
  email: 'Email',
  honeypot: 'No rellenes este campo',
  submit: 'Suscribirse',
  submitting: 'Suscribiendo...',
  requiredTitle: 'Campos requeridos',
  required: 'Por favor completa tu nombre y email',
  invalidTitle: 'Email inválido',
  invalid: 'Por favor ingresa un email válido',
  errorTitle: 'Error en la suscripción',
  error: 'Ocurrió un error. Por favor intenta de nuevo.',
  successTitle: '¡Suscripción exitosa!',
  success: 'Te hemos enviado un email de confirmación',
} as const
