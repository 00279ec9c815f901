// Changing the e-mail or the password and deleting the account: the server's answers and the
// forms on the member's own profile.
export const accountSafety = {
  errors: {
    passwordRequired: 'Escribe tu contraseña actual para confirmar el cambio.',
    wrongPassword: 'La contraseña actual no es correcta.',
    notOwner: 'Solo la persona dueña de la cuenta puede cambiar su email o su contraseña.',
    invalidEmail: 'Escribe un email válido.',
    crossSite: 'Solicitud rechazada: viene de otro sitio web.',
    signInRequired: 'Debes iniciar sesión.',
    missingData: 'Faltan datos en la solicitud.',
    resetTokenInvalid: 'El enlace para restablecer la contraseña no es válido o ha caducado.',
    locked:
      'La cuenta está bloqueada temporalmente por demasiados intentos fallidos. Inténtalo de nuevo en 15 minutos.',
  },
  emailChange: {
    // The same answer whether or not the new address already has an account.
    requested: (email: string) =>
      `Te enviamos un enlace a ${email}. Tu email cambiará cuando lo confirmes.`,
    confirmed: '¡Listo! Tu nuevo email está confirmado.',
  },
  settings: {
    emailTitle: 'Cambiar email',
    emailIntro: 'Te enviaremos un enlace a la nueva dirección; el cambio se aplica al confirmarlo.',
    currentEmail: (email: string) => `Email actual: ${email}`,
    pendingEmail: (email: string) => `Pendiente de confirmar: ${email}`,
    newEmail: 'Nuevo email',
    emailSubmit: 'Enviar enlace',
    passwordTitle: 'Cambiar contraseña',
    newPassword: 'Nueva contraseña (mínimo 6 caracteres)',
    passwordSubmit: 'Guardar contraseña',
    passwordSaved: 'Contraseña actualizada',
    currentPassword: 'Contraseña actual',
    pending: 'Guardando...',
    errorTitle: 'No se pudo guardar el cambio',
  },
  admin: {
    currentPassword: 'Contraseña actual',
    currentPasswordHint:
      'Obligatoria para cambiar tu propio email o tu contraseña. El email de otra persona y su contraseña no se pueden cambiar desde aquí.',
    pendingEmail: 'Email pendiente de confirmar',
  },
} as const
