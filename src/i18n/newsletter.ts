import { newsletterForm } from './newsletter-form'

// The newsletter: the footer form, its e-mails and the confirm and unsubscribe pages.
export const newsletter = {
  // Its own file: the footer form on the home page reads it.
  form: newsletterForm,
  email: {
    subject: 'Confirma tu suscripción al boletín de Tarima',
    body: 'Gracias por suscribirte al boletín de Tarima.',
    action: 'Confirma tu suscripción con este enlace (caduca en 48 horas):',
    button: 'Confirmar suscripción',
    unsubscribe: 'Si no quieres recibir más correos, date de baja aquí:',
  },
  // Same shape as t.emailConfirm: the pages share LinkActionButton.
  confirm: {
    metaTitle: 'Confirmar suscripción',
    title: 'Confirma tu suscripción',
    intro: 'Presiona el botón para empezar a recibir el boletín.',
    submit: 'Confirmar suscripción',
    pending: 'Confirmando...',
    successTitle: '¡Suscripción confirmada!',
    success: '¡Listo! Ya estás suscrito al boletín.',
    errorTitle: 'No se pudo confirmar la suscripción',
    error: 'El enlace no es válido o ha caducado. Suscríbete de nuevo desde el pie de página.',
    missingToken: 'El enlace de confirmación no es válido o está incompleto.',
    home: 'Ir al inicio',
  },
  unsubscribe: {
    metaTitle: 'Darse de baja',
    title: 'Darse de baja del boletín',
    intro: 'Presiona el botón y no te enviaremos más correos del boletín.',
    submit: 'Darme de baja',
    pending: 'Procesando...',
    successTitle: 'Baja confirmada',
    success: 'Te diste de baja. No recibirás más correos del boletín.',
    errorTitle: 'No se pudo dar de baja',
    error: 'El enlace de baja no es válido.',
    missingToken: 'El enlace de baja no es válido o está incompleto.',
    home: 'Ir al inicio',
  },
} as const
