// E-mails and in-app notifications sent by the server, and the answers of the account endpoints.
export const emails = {
  greeting: (name: string) => `Hola ${name},`,
  signature: 'El equipo de Tarima',
  ignore: 'Si no fuiste tú, puedes ignorar este mensaje.',
  welcome: {
    subject: '¡Bienvenido a Tarima! Confirma tu email',
    body: 'Gracias por unirte a Tarima, el hub de descubrimiento musical de Puerto Rico y Latinoamérica.',
    action: 'Confirma tu dirección de email con este enlace:',
    button: 'Confirmar mi email',
    expiry: 'El enlace caduca en 7 días.',
  },
  accountExists: {
    subject: 'Alguien intentó crear una cuenta con tu email',
    body: 'Alguien intentó registrarse en Tarima con esta dirección de email, pero ya tienes una cuenta.',
    action: 'Si fuiste tú, inicia sesión o restablece tu contraseña aquí:',
    button: 'Iniciar sesión',
  },
  passwordReset: {
    subject: 'Restablece tu contraseña de Tarima',
    body: 'Recibimos una solicitud para restablecer la contraseña de tu cuenta.',
    action: 'Elige una contraseña nueva con este enlace (caduca en 1 hora):',
    button: 'Restablecer contraseña',
  },
  emailChange: {
    subject: 'Confirma tu nuevo email de Tarima',
    body: 'Pediste usar esta dirección como el email de tu cuenta de Tarima.',
    action: 'Confirma el cambio con este enlace (caduca en 24 horas):',
    button: 'Confirmar mi nuevo email',
  },
  emailChangeNotice: {
    subject: 'Se pidió cambiar el email de tu cuenta de Tarima',
    body: (email: string) =>
      `Se pidió cambiar el email de tu cuenta a ${email}. El cambio solo se aplica si se confirma desde esa dirección.`,
    action: 'Si no fuiste tú, cambia tu contraseña cuanto antes:',
    button: 'Restablecer contraseña',
  },
  emailTaken: {
    subject: 'Alguien intentó usar tu email en otra cuenta de Tarima',
    body: 'Alguien intentó cambiar el email de otra cuenta de Tarima a esta dirección, pero ya la usas tú. No cambiamos nada.',
    action: 'Si fuiste tú, inicia sesión con esta cuenta aquí:',
    button: 'Iniciar sesión',
  },
  passwordChanged: {
    subject: 'Tu contraseña de Tarima cambió',
    body: 'La contraseña de tu cuenta acaba de cambiar.',
    action: 'Si no fuiste tú, restablécela cuanto antes:',
    button: 'Restablecer contraseña',
  },
  approved: {
    subject: '¡Tu aplicación a Tarima fue aprobada!',
    title: '¡Aplicación aprobada!',
    message:
      'Tu aplicación fue aprobada. Ya eres parte de la comunidad y tu perfil está verificado.',
    action: 'Mira tu perfil:',
    button: 'Ver mi perfil',
  },
  denied: {
    subject: 'Sobre tu aplicación a Tarima',
    title: 'Aplicación rechazada',
    message: 'Tu aplicación fue rechazada. Puedes aplicar nuevamente.',
    action: 'Puedes enviar una nueva aplicación aquí:',
    button: 'Aplicar de nuevo',
  },
  signUp: {
    // The same answer whether or not the e-mail already had an account.
    done: 'Cuenta creada. Te enviamos un email para confirmar tu dirección.',
    invalid: 'Revisa los campos marcados.',
  },
  confirm: {
    done: '¡Listo! Tu email está confirmado.',
    invalid:
      'El enlace no es válido o ha caducado. Inicia sesión y pide uno nuevo desde tu perfil.',
    sent: 'Te enviamos un nuevo enlace de confirmación.',
    noticeTitle: 'Confirma tu email',
    notice: (email: string) =>
      `Te enviamos un enlace de confirmación a ${email}. Si no lo encuentras, revisa el correo no deseado o pide otro.`,
    resend: 'Reenviar enlace',
    resending: 'Enviando...',
    resendFailed: 'No se pudo enviar el enlace. Inténtalo de nuevo en unos minutos.',
  },
  exportData: {
    signInRequired: 'Debes iniciar sesión.',
    fileName: (date: string) => `tarima-mis-datos-${date}.json`,
  },
} as const
