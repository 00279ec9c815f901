// Forgotten password (/auth) and the new password page (/reset-password).
export const passwordReset = {
  forgot: {
    title: 'Restablecer contraseña',
    intro:
      'Escribe el email de tu cuenta y te enviaremos un enlace para crear una contraseña nueva.',
    submit: 'Enviar enlace',
    pending: 'Enviando...',
    sent: 'Si existe una cuenta con ese email, te enviamos un enlace para restablecer tu contraseña.',
    back: 'Volver a iniciar sesión',
    errorTitle: 'No se pudo enviar el enlace',
  },
  reset: {
    metaTitle: 'Restablecer contraseña',
    title: 'Crea una contraseña nueva',
    intro: 'Elige una contraseña de al menos 6 caracteres.',
    submit: 'Guardar contraseña',
    pending: 'Guardando...',
    mismatch: 'Las contraseñas no coinciden',
    confirmRequired: 'Confirma tu contraseña',
    successTitle: 'Contraseña actualizada',
    successDescription: 'Ya iniciaste sesión con tu contraseña nueva.',
    errorTitle: 'No se pudo restablecer la contraseña',
    missingTokenTitle: 'Enlace incompleto',
    missingToken:
      'El enlace para restablecer la contraseña no es válido o está incompleto. Pide uno nuevo.',
    requestNew: 'Pedir un enlace nuevo',
  },
} as const
