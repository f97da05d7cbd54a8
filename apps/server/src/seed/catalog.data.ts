import { HOME_ANCHORS } from '@scena/shared';
/**
 * Demo catalogue of the embedded default: a season of a fictional Polish theatre. Dates are
 * relative to the day of seeding, so there is always something past, running and upcoming.
 */

export interface DemoVideo {
  key: string;
  title: string;
  subtitle: string;
  en: { title: string; subtitle: string; description: string };
  description: string;
  categories: string[];
  price: number;
  duration: number;
  age: number | null;
  color: [string, string];
  visible?: boolean;
  dashboardHidden?: boolean;
  availableInDays?: number;
  ticketsHours?: number | null;
}

export const DEMO_CATEGORIES: { key: string; name: string; en: string }[] = [
  { key: 'dramat', name: 'Dramat', en: 'Drama' },
  { key: 'komedia', name: 'Komedia', en: 'Comedy' },
  { key: 'dzieci', name: 'Dla dzieci', en: 'For children' },
  { key: 'muzyka', name: 'Opera i muzyka', en: 'Opera and music' },
  { key: 'wspolczesny', name: 'Teatr współczesny', en: 'Contemporary theatre' },
];

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

export const DEMO_VIDEOS: DemoVideo[] = [
  {
    key: 'wesele',
    title: 'Wesele',
    subtitle: 'Stanisław Wyspiański',
    en: {
      title: 'The Wedding',
      subtitle: 'Stanisław Wyspiański',
      description: '<p>A wedding party in Bronowice turns into a night of visions and national dreams.</p>',
    },
    description: p(
      'Wesele w podkrakowskich Bronowicach zamienia się w noc widm i narodowych marzeń.',
      'Reżyseria: Anna Nowak. Scenografia: Piotr Zieliński.',
    ),
    categories: ['dramat'],
    price: 29.99,
    duration: 150,
    age: 12,
    color: ['#5b1a2e', '#c9a227'],
    ticketsHours: 48,
  },
  {
    key: 'dziady',
    title: 'Dziady',
    subtitle: 'Adam Mickiewicz',
    en: {
      title: 'Forefathers’ Eve',
      subtitle: 'Adam Mickiewicz',
      description: '<p>The great Romantic drama of memory, guilt and freedom.</p>',
    },
    description: p(
      'Wielki dramat romantyczny o pamięci, winie i wolności.',
      'Spektakl z audiodeskrypcją i tłumaczeniem na PJM.',
    ),
    categories: ['dramat'],
    price: 34.99,
    duration: 170,
    age: 14,
    color: ['#101a33', '#7a8cc2'],
  },
  {
    key: 'zemsta',
    title: 'Zemsta',
    subtitle: 'Aleksander Fredro',
    en: {
      title: 'Revenge',
      subtitle: 'Aleksander Fredro',
      description: '<p>A comedy about a wall shared by two quarrelling neighbours.</p>',
    },
    description: p('Komedia o murze granicznym i dwóch zwaśnionych sąsiadach. Klasyka, która wciąż bawi.'),
    categories: ['komedia'],
    price: 24.99,
    duration: 120,
    age: null,
    color: ['#1e4d2b', '#e0c36a'],
  },
  {
    key: 'dulska',
    title: 'Moralność pani Dulskiej',
    subtitle: 'Gabriela Zapolska',
    en: {
      title: 'The Morality of Mrs Dulska',
      subtitle: 'Gabriela Zapolska',
      description: '<p>A tragifarce about bourgeois hypocrisy.</p>',
    },
    description: p(
      'Tragifarsa kołtuńska o mieszczańskiej hipokryzji, która nic nie straciła na aktualności.',
    ),
    categories: ['komedia', 'dramat'],
    price: 24.99,
    duration: 110,
    age: 12,
    color: ['#4a2c4f', '#e89bb0'],
  },
  {
    key: 'balladyna',
    title: 'Balladyna',
    subtitle: 'Juliusz Słowacki',
    en: {
      title: 'Balladyna',
      subtitle: 'Juliusz Słowacki',
      description: '<p>A dark fairy tale about ambition. Free to watch.</p>',
    },
    description: p('Mroczna baśń o ambicji i zbrodni. Spektakl udostępniony bezpłatnie.'),
    categories: ['dramat'],
    price: 0,
    duration: 130,
    age: 12,
    color: ['#3b0f0f', '#d94f3d'],
  },
  {
    key: 'calineczka',
    title: 'Calineczka',
    subtitle: 'Spektakl dla najmłodszych',
    en: {
      title: 'Thumbelina',
      subtitle: 'For the youngest',
      description: '<p>A musical fairy tale for children aged 4 and up.</p>',
    },
    description: p('Muzyczna baśń według Hansa Christiana Andersena dla dzieci od 4 lat.'),
    categories: ['dzieci'],
    price: 14.99,
    duration: 55,
    age: null,
    color: ['#2a6f97', '#f6d55c'],
  },
  {
    key: 'halka',
    title: 'Halka',
    subtitle: 'Stanisław Moniuszko',
    en: {
      title: 'Halka',
      subtitle: 'Stanisław Moniuszko',
      description: '<p>The Polish national opera in a new staging.</p>',
    },
    description: p('Polska opera narodowa w nowej inscenizacji, z orkiestrą i chórem teatru.'),
    categories: ['muzyka'],
    price: 39.99,
    duration: 140,
    age: null,
    color: ['#203a43', '#9fd3c7'],
    ticketsHours: 24,
  },
  {
    key: 'tango',
    title: 'Tango',
    subtitle: 'Sławomir Mrożek',
    en: {
      title: 'Tango',
      subtitle: 'Sławomir Mrożek',
      description: '<p>A grotesque about a family without rules.</p>',
    },
    description: p(
      'Groteska o rodzinie, w której zniesiono wszystkie zasady — i o tym, co przychodzi potem.',
    ),
    categories: ['wspolczesny'],
    price: 27.5,
    duration: 100,
    age: 16,
    color: ['#111111', '#e63946'],
    dashboardHidden: true,
  },
  {
    key: 'tadeusz',
    title: 'Pan Tadeusz – czytanie performatywne',
    subtitle: 'Adam Mickiewicz',
    en: {
      title: 'Pan Tadeusz – a performative reading',
      subtitle: 'Adam Mickiewicz',
      description: '<p>Coming soon to the VOD.</p>',
    },
    description: p('Wkrótce w VOD: czytanie performatywne całej epopei w dwunastu odsłonach.'),
    categories: ['wspolczesny'],
    price: 19.99,
    duration: 240,
    age: null,
    color: ['#3d405b', '#f2cc8f'],
    availableInDays: 14,
  },
  {
    key: 'kordian',
    title: 'Kordian (archiwum)',
    subtitle: 'Juliusz Słowacki',
    en: {
      title: 'Kordian (archive)',
      subtitle: 'Juliusz Słowacki',
      description:
        '<p>Słowacki’s romantic drama of a young man who wants to save his country alone: an archive recording of the production.</p>',
    },
    // Viewers read this (the event pages, search): a description of the play, not a note for staff.
    description: p(
      'Romantyczny dramat Słowackiego o młodym człowieku, który chce sam ocalić ojczyznę. Archiwalna rejestracja spektaklu.',
    ),
    categories: ['dramat'],
    price: 19.99,
    duration: 135,
    age: 12,
    color: ['#2b2d42', '#8d99ae'],
    visible: false,
  },
];

export interface DemoEvent {
  video: string;
  title: string;
  en: string;
  subtitle?: string;
  from: number;
  to: number;
  time?: [string, string];
  price: number;
  tickets?: number;
  festival?: boolean;
  published?: boolean;
  hideTimeTo?: boolean;
}

export const DEMO_EVENTS: DemoEvent[] = [
  {
    video: 'wesele',
    title: 'Wesele – transmisja z premiery',
    en: 'The Wedding – premiere broadcast',
    from: -20,
    to: -20,
    time: ['19:00', '22:00'],
    price: 29.99,
  },
  {
    video: 'dziady',
    title: 'Dziady – pokaz całodobowy',
    en: 'Forefathers’ Eve – all-day screening',
    from: -1,
    to: 1,
    price: 34.99,
  },
  {
    video: 'zemsta',
    title: 'Zemsta – spektakl wieczorny',
    en: 'Revenge – evening performance',
    from: 0,
    to: 0,
    time: ['19:00', '21:30'],
    price: 24.99,
  },
  {
    video: 'calineczka',
    title: 'Calineczka – poranki dla dzieci',
    en: 'Thumbelina – morning shows',
    from: 3,
    to: 5,
    time: ['11:00', '12:00'],
    price: 14.99,
    hideTimeTo: true,
  },
  {
    video: 'dulska',
    title: 'Moralność pani Dulskiej',
    en: 'The Morality of Mrs Dulska',
    subtitle: 'Gościnnie: Teatr Miejski',
    from: 7,
    to: 7,
    time: ['19:00', '21:00'],
    price: 24.99,
  },
  {
    video: 'balladyna',
    title: 'Balladyna – pokaz bezpłatny',
    en: 'Balladyna – free screening',
    from: 10,
    to: 10,
    time: ['18:00', '20:30'],
    price: 0,
    tickets: 50,
  },
  {
    video: 'halka',
    title: 'Halka – transmisja na żywo',
    en: 'Halka – live broadcast',
    from: 14,
    to: 14,
    time: ['18:00', '21:00'],
    price: 39.99,
    tickets: 120,
  },
  {
    video: 'tango',
    title: 'Festiwal Nowej Dramaturgii: Tango',
    en: 'New Drama Festival: Tango',
    from: 21,
    to: 23,
    price: 27.5,
    festival: true,
  },
  {
    video: 'kordian',
    title: 'Festiwal Nowej Dramaturgii: Kordian',
    en: 'New Drama Festival: Kordian',
    from: 22,
    to: 22,
    time: ['20:00', '22:15'],
    price: 19.99,
    festival: true,
  },
  {
    video: 'halka',
    title: 'Halka – próba generalna',
    en: 'Halka – dress rehearsal',
    from: 12,
    to: 12,
    time: ['10:00', '13:00'],
    price: 0,
    published: false,
  },
];

export const DEMO_SLIDES = [
  {
    title: 'Nowy sezon 2025/2026',
    text: 'Dziesięć premier, transmisje na żywo i spektakle z audiodeskrypcją oraz PJM.',
    url: `#${HOME_ANCHORS.repertoire}`,
    en: {
      title: 'New season 2025/2026',
      text: 'Ten premieres, live broadcasts and performances with audio description and sign language.',
    },
    color: ['#5b1a2e', '#c9a227'] as [string, string],
  },
  // The festival block is off by default (its events show in the repertoire), so the festival
  // slide links to the repertoire: a seeded link always leads somewhere on a fresh install.
  {
    title: 'Festiwal Nowej Dramaturgii',
    text: 'Trzy dni nowych tekstów polskich autorów — tylko online.',
    url: `#${HOME_ANCHORS.repertoire}`,
    en: { title: 'New Drama Festival', text: 'Three days of new Polish plays — online only.' },
    color: ['#111111', '#e63946'] as [string, string],
  },
  {
    title: 'Teatr dostępny dla wszystkich',
    text: 'Spektakle z tłumaczeniem na PJM, audiodeskrypcją i napisami.',
    url: '/n/deklaracjadostepnosci',
    en: {
      title: 'Theatre for everyone',
      text: 'Performances with Polish Sign Language, audio description and subtitles.',
    },
    color: ['#2a6f97', '#f6d55c'] as [string, string],
  },
];
