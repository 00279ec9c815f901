// E-mail alerts: the preferences page (/profile/notificaciones), the alert e-mails and their
// unsubscribe page. Its own file: the preferences form (a client component) reads it.
export const emailAlerts = {
  shortcut: 'Avisos por email',
  page: {
    metaTitle: 'Avisos por email',
    title: 'Avisos por email',
    intro: 'Elige qué te enviamos por email. Los avisos dentro de Tarima no cambian.',
    back: 'Volver a mi perfil',
    unconfirmed:
      'Confirma tu email para recibir el resumen de oportunidades y los avisos de mensajes: solo los enviamos a direcciones confirmadas.',
  },
  digest: {
    legend: 'Oportunidades nuevas que encajan contigo',
    hint: 'Un resumen con las oportunidades publicadas que piden tus roles, géneros o país.',
    off: 'No enviarme',
    daily: 'Resumen diario',
    weekly: 'Resumen semanal',
  },
  activity: {
    legend: 'Actividad de mis oportunidades y solicitudes',
    label:
      'Avisarme por email cuando acepten o descarten mis solicitudes y cuando pase algo en mis oportunidades',
  },
  messages: {
    legend: 'Mensajes directos sin leer',
    label:
      'Avisarme por email si un mensaje sigue sin leer 30 minutos después (como mucho uno por conversación cada 6 horas)',
  },
  save: 'Guardar preferencias',
  saving: 'Guardando...',
  saved: 'Preferencias guardadas',
  error: 'No se pudieron guardar tus preferencias',
  invalid: {
    digest: 'Elige entre no enviarme, resumen diario o resumen semanal.',
    onOff: 'Indica sí o no.',
  },
  admin: {
    group: 'Avisos por email',
    digest: 'Resumen de oportunidades',
    activity: 'Actividad de oportunidades y solicitudes',
    messages: 'Mensajes sin leer',
  },
  // One name per category, for the unsubscribe page and the e-mails' small print.
  categories: {
    digest: 'el resumen de oportunidades',
    activity: 'los avisos de actividad de tus oportunidades y solicitudes',
    messages: 'los avisos de mensajes sin leer',
  },
  email: {
    unsubscribe: (category: string) => `Si no quieres recibir ${category}, date de baja aquí:`,
    preferences: 'Cambia todos tus avisos por email en:',
    unread: {
      subject: (name: string) => `${name} te escribió en Tarima`,
      body: (name: string) => `Tienes un mensaje de ${name} sin leer desde hace más de 30 minutos.`,
      action: 'Léelo y responde en Tarima:',
      button: 'Leer el mensaje',
    },
    digest: {
      subject: (count: number, weekly: boolean) =>
        `${count === 1 ? '1 oportunidad nueva' : `${count} oportunidades nuevas`} para ti ${weekly ? 'esta semana' : 'hoy'}`,
      intro: (weekly: boolean) =>
        `Estas oportunidades se publicaron ${weekly ? 'en los últimos 7 días' : 'en las últimas 24 horas'} y encajan con tu perfil:`,
      action: 'Mira todas las oportunidades abiertas:',
      button: 'Ver oportunidades',
    },
  },
  // Same shape as t.emailConfirm: the page shares LinkActionButton.
  unsubscribe: {
    metaTitle: 'Darse de baja de los avisos',
    title: 'Darse de baja de los avisos por email',
    intro: 'Presiona el botón y dejaremos de enviarte este tipo de avisos por email.',
    submit: 'Darme de baja',
    pending: 'Procesando...',
    successTitle: 'Baja confirmada',
    success: 'Listo. Puedes volver a activarlo cuando quieras en Mi Perfil → Avisos por email.',
    errorTitle: 'No se pudo dar de baja',
    error: 'El enlace de baja no es válido.',
    missingToken: 'El enlace de baja no es válido o está incompleto.',
    home: 'Ir al inicio',
  },
  unsubscribed: (category: string) => `Listo: ya no te enviaremos ${category}.`,
} as const
