// The e-mail confirmation page (/confirm-email).
export const emailConfirm = {
  metaTitle: 'Confirmar email',
  title: 'Confirma tu email',
  intro: 'Presiona el botón para confirmar la dirección de email de tu cuenta.',
  submit: 'Confirmar mi email',
  pending: 'Confirmando...',
  successTitle: '¡Email confirmado!',
  success: 'Tu email quedó confirmado. Gracias.',
  errorTitle: 'No se pudo confirmar el email',
  error: 'El enlace no es válido o ha caducado.',
  missingToken: 'El enlace de confirmación no es válido o está incompleto.',
  home: 'Ir al inicio',
} as const
