// Demo blog posts and the exclusive News+ article, in Spanish. Invented people and places only.
export type DemoArticle = {
  title: string
  slug: string
  excerpt: string
  category: string
  tags: string[]
  paragraphs: string[]
  daysAgo: number
}

export const DEMO_ARTICLES: DemoArticle[] = [
  {
    title: 'Cinco productores boricuas que están cambiando el sonido urbano',
    slug: 'cinco-productores-boricuas',
    excerpt:
      'De Carolina a Mayagüez, una nueva generación de productores redefine el reggaeton con baterías propias y mucha calle.',
    category: 'Producción',
    tags: ['reggaeton', 'producción', 'Puerto Rico'],
    daysAgo: 2,
    paragraphs: [
      'El reggaeton nació en los caseríos de San Juan con cajas de ritmo prestadas y micrófonos de segunda mano. Treinta años después, la isla vuelve a ser el laboratorio donde se inventa el sonido que el resto del mundo copiará el año que viene.',
      'Sebastián Mora trabaja desde un cuarto de Carolina convertido en estudio. Sus baterías mezclan el dembow clásico con 808 distorsionados y percusión de bomba grabada en Loíza. «Cada canción tiene que sonar a un lugar», explica.',
      'En el oeste, los productores de Mayagüez apuestan por tempos más lentos y melodías de R&B. El resultado es un perreo íntimo que domina las listas de reproducción nocturnas.',
      'Lo que une a esta generación es la independencia: distribuyen su música sin sello, comparten sesiones en directo y colaboran con artistas de República Dominicana y Colombia sin salir de casa.',
    ],
  },
  {
    title: 'Guía práctica para registrar tus canciones antes de publicarlas',
    slug: 'guia-registrar-canciones',
    excerpt:
      'Derechos de autor, editoriales y sociedades de gestión explicados sin tecnicismos para artistas independientes.',
    category: 'Industria',
    tags: ['derechos de autor', 'independientes', 'guía'],
    daysAgo: 6,
    paragraphs: [
      'Antes de subir una canción a cualquier plataforma conviene proteger dos cosas distintas: la composición (letra y melodía) y la grabación (el máster). Son derechos diferentes y se cobran por caminos diferentes.',
      'La composición se registra en la sociedad de gestión de autores de tu país. Si compones con otras personas, acordad por escrito los porcentajes antes de publicar: es la causa número uno de conflictos.',
      'El máster pertenece a quien pagó la grabación. Si eres independiente, eres tú. Tu distribuidora digital te pedirá el código ISRC de cada pista; guárdalos en una hoja de cálculo junto con los créditos completos.',
      'Por último, revisa cualquier contrato con una abogada especializada. En Tarima encontrarás profesionales del entretenimiento que pueden ayudarte.',
    ],
  },
  {
    title: 'La cumbia digital conquista los festivales europeos',
    slug: 'cumbia-digital-festivales-europeos',
    excerpt:
      'Artistas colombianos y mexicanos llevan la cumbia electrónica a escenarios de Berlín, Madrid y Lisboa.',
    category: 'Escena',
    tags: ['cumbia', 'electrónica', 'festivales'],
    daysAgo: 11,
    paragraphs: [
      'Hace una década la cumbia electrónica era un experimento de clubes pequeños. Este verano ha ocupado escenarios principales en festivales de Berlín, Madrid y Lisboa.',
      'Sofía Arango, desde Barranquilla, resume el secreto: «La cumbia ya era música de baile; solo le pusimos bajos más gordos». Sus directos mezclan gaitas en vivo con secuencias.',
      'Los programadores europeos buscan propuestas con identidad, y la cumbia la tiene de sobra. Para los artistas, la clave ha sido organizar giras conjuntas y compartir gastos de viaje.',
    ],
  },
  {
    title: 'Cómo preparar un press kit que los A&R sí lean',
    slug: 'press-kit-que-los-ar-leen',
    excerpt:
      'Una página, tres canciones y datos reales: lo que piden los A&R de Miami y Ciudad de México.',
    category: 'Carrera',
    tags: ['A&R', 'press kit', 'consejos'],
    daysAgo: 16,
    paragraphs: [
      'Carolina Vidal, A&R en Miami, recibe más de doscientos correos por semana. Abre los que tienen un asunto claro y un enlace que funciona a la primera.',
      'Un buen press kit cabe en una página: quién eres, qué estás lanzando, tres canciones (la mejor primero), cifras verificables y tus redes. Nada de archivos adjuntos pesados.',
      'Cuenta una historia concreta. «Llené dos veces el mismo local de Santurce» dice más que «soy la próxima gran estrella».',
      'Y sé constante: publica, actualiza tu perfil en Tarima y responde rápido cuando alguien se interese.',
    ],
  },
  {
    title: 'Bomba y plena en el siglo XXI: la tradición que no deja de bailar',
    slug: 'bomba-y-plena-siglo-xxi',
    excerpt:
      'Colectivos de Loíza y Ponce renuevan los ritmos afropuertorriqueños con nuevas voces y nuevas fusiones.',
    category: 'Cultura',
    tags: ['bomba', 'plena', 'tradición'],
    daysAgo: 23,
    paragraphs: [
      'La bomba es diálogo: el tambor primo responde al baile. Esa conversación, que tiene siglos, sigue viva en los batey de Loíza cada fin de semana.',
      'Colectivos como Bomba Bemba la cruzan con afrobeat y hip hop sin perder el respeto por los mayores. Las escuelas comunitarias de bomba tienen hoy lista de espera.',
      'La plena, el periódico cantado de Puerto Rico, vuelve a contar noticias del barrio, ahora también en redes sociales.',
    ],
  },
  {
    title: 'Del home studio al escenario: checklist para tu primer concierto',
    slug: 'checklist-primer-concierto',
    excerpt:
      'Rider técnico, ensayos, merch y redes: todo lo que necesitas antes de tu primera fecha.',
    category: 'Carrera',
    tags: ['directo', 'conciertos', 'guía'],
    daysAgo: 30,
    paragraphs: [
      'Tu primer concierto empieza semanas antes. Prepara un rider técnico sencillo: qué instrumentos llevas, cuántos micrófonos necesitas y cómo quieres los monitores.',
      'Ensaya el repertorio completo al menos tres veces, con los tiempos entre canciones incluidos. Un directo de treinta minutos bien hecho vale más que una hora irregular.',
      'Lleva merch aunque sea poco, anuncia la fecha con dos semanas de margen y graba el concierto: será tu mejor material para la siguiente.',
    ],
  },
]

export const NEWS_ARTICLE = {
  title: 'La Reina del Dembow: «Santiago me enseñó a no pedir permiso»',
  slug: 'la-reina-del-dembow',
  excerpt:
    'Entrevista exclusiva con la artista que convirtió los colmados del Cibao en su primer escenario.',
  category: 'Exclusiva',
  tags: ['dembow', 'entrevista', 'News+'],
  videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  musicUrl: 'https://open.spotify.com/playlist/37i9dQZF1DX10zKzsJ2jva',
  intro: [
    'Son las once de la noche en Santiago de los Caballeros y el colmado de la esquina ya no cabe más gente. Cuando suena el primer golpe de dembow, todo el mundo sabe quién va a salir al pequeño escenario improvisado entre cajas de refrescos.',
    'La Reina del Dembow empezó así, sin sello, sin mánager y sin pedir permiso. Hoy sus canciones se corean en Santo Domingo, Nueva York y Madrid. Hablamos con ella en exclusiva para News+.',
  ],
  body: [
    '«Mi mamá vendía empanadas frente al colmado y yo cantaba para que la gente se quedara», recuerda entre risas. «Así aprendí a leer al público: si no bailan en los primeros diez segundos, perdiste».',
    'Su primer éxito lo grabó con el móvil de una prima. La canción circuló por grupos de mensajería durante meses antes de llegar a la radio. «Cuando la escuché en la guagua sin haberla puesto yo, lloré».',
    'Ahora trabaja con DJ Tormenta, productor de Santo Domingo, en un disco que mezcla dembow con electrónica. «Queremos que suene a Santiago, pero que lo bailen en cualquier club del mundo».',
    'Su consejo para quien empieza: «Rodéate de gente que trabaje. El talento sin equipo se queda en el colmado. Y eso está bien, pero yo quería más».',
  ],
  cta: {
    heading: 'Distribuye tu música como una profesional',
    text: 'Publica en todas las plataformas, cobra tus regalías y conoce tus cifras desde un solo panel.',
    buttonLabel: 'Empieza gratis',
  },
}
