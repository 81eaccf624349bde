import { figure, link, pt, ref, seo, slug, stat, tile } from './helpers.mjs';
import { faqs } from './faqs.mjs';
import { podcasts } from './podcasts.mjs';
import { services } from './services.mjs';
import { studios, clientLogos } from './studios.mjs';
import { teamMembers, testimonials } from './people.mjs';

const page = (id, title, pageSlug, description, sections, { noIndex = false } = {}) => ({
  _id: `page-${id}`,
  _type: 'page',
  title,
  slug: slug(pageSlug),
  seo: {
    ...seo(title === 'Home' ? undefined : title, description),
    ...(noIndex ? { noIndex: true } : {}),
  },
  sections,
});

const header = (heading, lead, actions = [], eyebrow) => ({
  _type: 'pageHeader',
  ...(eyebrow ? { eyebrow } : {}),
  heading,
  lead,
  actions,
});

const cta = (heading, text, primary, secondary) => ({
  _type: 'cta',
  heading,
  text,
  primary,
  ...(secondary ? { secondary } : {}),
});
const bookCta = cta(
  'Ready to record?',
  'Book a studio online, or talk to a producer about your show first.',
  link('Book Your Session', '/booking'),
  link('Request a Consultation', '/contact'),
);
const refs = (docs) => docs.map((doc) => ref(doc._id));

// Home page sections, in the order of spec §2.7.
export const hero = {
  _type: 'hero',
  badge: 'HOME TO BRITISH PODCAST AWARD WINNERS',
  variants: {
    control: {
      headline: 'Broadcast-Quality Podcast Studios in London',
      copy: 'Record, produce and launch a professional podcast with the team behind British Podcast Award winners. Studio hire, engineering and production under one roof.',
      stats: [
        stat('5+', 'Award-Winning Shows'),
        stat('50+', 'Happy Clients'),
        stat('1M+', 'Audience Reach'),
      ],
    },
    viral_focus: {
      headline: 'Create Podcasts That Go Viral',
      copy: 'Our clients’ clips have passed 430 million social views. Record in our London studios and leave with a show, and the short videos, built to travel.',
      stats: [
        stat('430M+', 'Social Views'),
        stat('1.8M', 'Audience Reach'),
        stat('Award-Winning', 'Shows'),
      ],
    },
  },
  primaryCta: link('Start Your Podcast Journey', '/get-started'),
  secondaryCta: link('Request a Consultation', '/contact'),
  eventPhotos: [
    figure('hero-awards-night', 'Stage lights at a podcast awards night', 'Awards night'),
    figure(
      'hero-live-recording',
      'A live podcast recording with three microphones',
      'Live recording',
    ),
  ],
};

export const team = {
  _type: 'team',
  heading: 'Meet the Team Behind the Awards',
  intro:
    'Producers, engineers and strategists who have made award-winning shows, and who will make yours sound like one.',
  members: refs(teamMembers),
  statTiles: [
    stat('5+', 'Award Wins'),
    stat('40+', 'Years of Experience'),
    stat('1.8M+', 'Audience Reach'),
    stat('200+', 'Shows Produced'),
  ],
  industryEvent: {
    title: 'On Stage at the British Podcast Awards',
    description:
      'Shows made in our studios have been recognised at the British Podcast Awards, and our team is a regular part of the UK podcast industry’s events.',
    image: figure(
      'industry-event',
      'A stage with warm lights and an audience at an industry awards event',
    ),
  },
  clientQuote: {
    quote: 'They didn’t just record our podcast. They made it the show we always wanted it to be.',
    author: 'Host of The Founders’ Table',
    role: 'Client since 2023',
  },
  reviewCount: 127,
  reviewRating: 4.9,
  cta: link('Meet the Full Team', '/team'),
};

export const about = {
  _type: 'about',
  eyebrow: 'About the Studio',
  heading: 'Your Voice, Professionally Crafted',
  body: pt(`
We believe a podcast is a relationship: a voice people choose to bring into their commute, their kitchen and their headphones. Our job is to make that voice sound like itself, only clearer.

That is why every session has an engineer at the desk, every room is acoustically tuned, and every show starts with a conversation about who it is for. Technique serves the story, never the other way round.

Our lead producer founded the studio after twenty years in speech radio. Today the team has produced more than 200 shows, five of them award winners, from our studios in West London.
`),
  image: figure(
    'about-control-room',
    'A mixing desk in a studio control room with a single microphone',
  ),
  leadProducer: ref('team-lead-producer'),
  cta: link('View Our Services', '/services'),
};

export const behindTheScenes = {
  _type: 'behindTheScenes',
  heading: 'Behind the Scenes',
  intro: 'See how a session runs, from sound check to final master.',
  fallbackVideos: [
    {
      _type: 'fallbackVideo',
      title: 'Studio Tour',
      description: 'A walk through our five studios and the control room.',
      poster: figure(
        'poster-studio-tour',
        'A podcast studio with four microphones under purple light',
      ),
    },
    {
      _type: 'fallbackVideo',
      title: 'A Recording Day',
      description: 'From the first sound check to the last take of the day.',
      poster: figure('poster-recording-day', 'A golden audio waveform on a dark screen'),
    },
  ],
  features: [
    tile(
      'Professional Microphones',
      'Broadcast dynamic and condenser microphones for every voice.',
      'mic',
    ),
    tile('Radio Setup', 'A radio-style desk with live monitoring for hosts and guests.', 'radio'),
    tile('Video Recording', 'Multi-camera 4K capture, framed for landscape and vertical.', 'video'),
    tile('Mobile Recording', 'Studio-quality kit that comes to your location.', 'mobile'),
  ],
};

export const studioGallery = {
  _type: 'studioGallery',
  heading: 'Our Studio Facilities',
  intro: 'Five spaces in West London, each ready for audio, video or both.',
  studios: refs(studios),
};

export const trustedBy = {
  _type: 'trustedBy',
  heading: 'Trusted by Creators and Brands',
  intro: 'Professional equipment, and the clients who rely on it.',
  equipment: [
    tile('Broadcast Microphones', 'Industry-standard microphones on every seat.', 'mic'),
    tile('4K Multi-Camera', 'Up to four cameras with live switching.', 'camera'),
    tile('Acoustic Treatment', 'Every room tuned for clear, close voices.', 'headphones'),
    tile('Pro Mixing Consoles', 'Multitrack recording with an engineer at the desk.', 'sliders'),
  ],
  logosHeading: 'Brands we have worked with',
  logos: refs(clientLogos),
  stats: [
    stat('500+', 'Episodes Recorded'),
    stat('50M+', 'Total Downloads'),
    stat('24/7', 'Studio Access'),
    stat('100%', 'Client Satisfaction'),
  ],
};

export const exploreServices = {
  _type: 'exploreServices',
  heading: 'Explore Our Services',
  intro: 'Everything you need to make, launch and grow a podcast.',
  cards: [
    {
      _type: 'exploreCard',
      title: 'Listen to Our Work',
      description: 'Award-winning shows recorded and produced in our studios.',
      icon: 'headphones',
      link: link('Explore Podcasts', '/podcasts'),
    },
    {
      _type: 'exploreCard',
      title: 'Professional Services',
      description: 'Recording, production, sound design, distribution and more.',
      icon: 'sliders',
      link: link('View Services', '/studio-services'),
    },
    {
      _type: 'exploreCard',
      title: 'Book Your Session',
      description: 'Choose a studio, a date and a time online.',
      icon: 'calendar',
      link: link('Book Now', '/booking'),
    },
  ],
  links: [
    link('Free Podcast Strategy Session', '/get-started'),
    link('Start Your Success Story', '/get-started'),
  ],
};

export const contactSection = {
  _type: 'contactSection',
  heading: 'Contact Us',
  intro: 'Tell us about your project and we will get back to you within 24 hours.',
  formHeading: 'Send Us a Message',
  privacyNote: 'By sending this message you agree to our Privacy Policy.',
};

const faqsOf = (...categories) => refs(faqs.filter((faq) => categories.includes(faq.category)));

const servicePage = (service, body, faqCategories) =>
  page(service._id.replace('service-', ''), service.title, service.slug.current, service.summary, [
    header(
      service.title,
      service.summary,
      [link('Book Your Session', '/booking'), link('Request a Consultation', '/contact')],
      service.priceFrom,
    ),
    {
      _type: 'richText',
      heading: `About ${service.title.toLowerCase()}`,
      body: pt(
        `${body}\n\n## What is included\n\n${service.features.map((feature) => `- ${feature}`).join('\n')}`,
      ),
    },
    {
      _type: 'testimonials',
      heading: 'What our clients say',
      testimonials: refs(testimonials.slice(0, 3)),
    },
    { _type: 'faqList', heading: 'Questions and answers', faqs: faqsOf(...faqCategories) },
    bookCta,
  ]);

const serviceBodies = {
  'recording-sessions':
    'Walk in, sit down and talk: the microphones are set, the levels checked and an engineer is at the desk. Record audio only, or add multi-camera 4K video in any of our five studios.',
  'podcast-production':
    'Hand us the whole show, or just the parts you would rather not do. Our producers plan formats, brief guests, run recordings and deliver finished, mastered episodes with clips and show notes.',
  'sound-design':
    'A recognisable sound is part of a show’s identity. We compose themes and stings, build sound beds and transitions, restore difficult recordings and mix in stereo or immersive formats.',
  'distribution-assistance':
    'A great episode needs to reach its listeners. We set up your hosting and feed, check your artwork and metadata, list the show on the major platforms and report on how it grows.',
  'consultation-services':
    'Not sure where to start? Spend an hour with a producer. We review your idea, your audience and your budget, and leave you with a plan for your first season.',
  'remote-recording':
    'Your guest is in New York and you are in London: no problem. Remote guests join through a browser link and are recorded on their own track in studio quality, or we bring our mobile kit to you.',
};

const legal = (id, title, pageSlug, description, body) =>
  page(id, title, pageSlug, description, [
    header(title, description, [], 'Last updated 1 November 2026'),
    { _type: 'richText', body: pt(body) },
  ]);

export const pages = [
  page(
    'home',
    'Home',
    'home',
    'Professional recording, audio production, sound engineering and podcast creation studio in London. Book a session today.',
    [hero, team, about, behindTheScenes, studioGallery, trustedBy, exploreServices, contactSection],
  ),
  page(
    'studio-services',
    'Studio Services',
    'studio-services',
    'Broadcast-quality studio hire and podcast production help, from one recording to a whole series.',
    [
      header(
        'Studio Services',
        'Broadcast-quality studio hire and podcast production help, from one recording to a whole series.',
        [
          link('Book Your Session', '/booking'),
          link('Free Podcast Strategy Session', '/get-started'),
        ],
        'Solutions',
      ),
      {
        _type: 'serviceGrid',
        heading: 'What we do',
        intro: 'Pick one service or let us handle the whole show.',
        services: refs(services),
      },
      studioGallery,
      { _type: 'stats', heading: 'In numbers', items: trustedBy.stats },
      { _type: 'faqList', heading: 'Questions and answers', faqs: refs(faqs) },
      bookCta,
    ],
  ),
  ...services.map((service) =>
    servicePage(
      service,
      serviceBodies[service.slug.current],
      service.slug.current === 'recording-sessions'
        ? ['booking', 'studio']
        : ['production', 'general'],
    ),
  ),
  page(
    'about',
    'About Us',
    'about',
    'The people and the philosophy behind our London podcast studio.',
    [
      header(
        'About Us',
        'The people and the philosophy behind a studio that is home to British Podcast Award winners.',
        [link('Meet the Team', '#team')],
      ),
      about,
      team,
      { _type: 'testimonials', heading: 'What our clients say', testimonials: refs(testimonials) },
      bookCta,
    ],
  ),
  page(
    'content',
    'Content',
    'content',
    'Guides, videos and behind-the-scenes stories from our studio.',
    [
      header('Content', 'Guides, videos and behind-the-scenes stories from our studio.'),
      { _type: 'articleList', heading: 'Latest insights', limit: 3 },
      behindTheScenes,
      cta(
        'Have a story worth telling?',
        'We will help you shape it into a show.',
        link('Start Your Podcast Journey', '/get-started'),
      ),
    ],
  ),
  page(
    'insights',
    'Insights',
    'insights',
    'Articles on recording, production and growing a podcast, from our producers and engineers.',
    [
      header(
        'Insights',
        'Articles on recording, production and growing a podcast, from our producers and engineers.',
      ),
      { _type: 'articleList', heading: 'All articles', limit: 24 },
      bookCta,
    ],
  ),
  page(
    'our-work',
    'Our Work',
    'our-work',
    'Podcasts recorded and produced in our London studios.',
    [
      header(
        'Our Work',
        'Podcasts recorded and produced in our London studios, including British Podcast Award winners.',
        [link('Start Your Success Story', '/get-started')],
      ),
      { _type: 'podcastList', heading: 'Shows we produce', podcasts: refs(podcasts) },
      { _type: 'testimonials', heading: 'What our clients say', testimonials: refs(testimonials) },
      bookCta,
    ],
  ),
  page(
    'branding-pack',
    'Branding Pack',
    'branding-pack',
    'Cover art, audiograms and templates that make your show recognisable everywhere.',
    [
      header(
        'Branding Pack',
        'Cover art, audiograms and templates that make your show recognisable everywhere.',
        [link('Request a Consultation', '/contact')],
        'From £350',
      ),
      {
        _type: 'richText',
        heading: 'What is in the pack',
        body: pt(`
- Podcast cover art in every size the platforms ask for
- An audiogram template for each social network
- Episode artwork and title-card templates
- A one-page brand guide: fonts, colours and tone of voice
- A short sonic logo to open every episode

Every pack is designed with you in two rounds of feedback and delivered as editable files.
`),
      },
      cta(
        'Give your show a look as strong as its sound',
        'Tell us about your podcast and we will send a proposal.',
        link('Request a Consultation', '/contact'),
      ),
    ],
  ),
  page('careers', 'Careers', 'careers', 'Join the team behind award-winning podcasts.', [
    header(
      'Careers',
      'Join the producers, engineers and strategists behind award-winning podcasts.',
    ),
    {
      _type: 'careersList',
      heading: 'Open roles',
      intro:
        'We are a small team in West London. Every role works with clients from the first week.',
      emptyText: 'There are no open roles right now. Check back soon.',
    },
  ]),
  page(
    'contact',
    'Contact Us',
    'contact',
    "Tell us about your project and we'll get back to you within 24 hours.",
    [contactSection, { _type: 'faqList', heading: 'Before you ask', faqs: faqsOf('booking') }],
  ),
  page(
    'thank-you',
    'Thank You',
    'thank-you',
    "We've received your message and will be in touch soon.",
    [
      header('Thank You', "We've received your message and will be in touch within 24 hours.", [
        link('Go Home', '/'),
        link('Explore Podcasts', '/our-work'),
      ]),
    ],
    // Reached only after sending something: kept out of search results and the sitemap.
    { noIndex: true },
  ),
  legal(
    'privacy-policy',
    'Privacy Policy',
    'privacy-policy',
    'How we collect, use and protect your personal data.',
    `
This policy explains what personal data London Podcast Studio collects, why, and the rights you have under UK data protection law (the UK GDPR and the Data Protection Act 2018).

## What we collect

- Contact details you give us: your name, e-mail address, phone number and message.
- Account and booking details: the studios, dates and times you book.
- Job applications: your CV and cover note.
- With your consent, analytics about how our website is used.

## Why we use it

We use your data to answer your enquiries, manage your bookings and account, consider job applications, and, where you have agreed, to improve our website and marketing.

## How long we keep it

Enquiries are kept for up to two years, booking records for six years for accounting purposes, and job applications for six months after a role closes.

## Your rights

You may ask for a copy of your data, its correction or deletion, or object to its use. Write to us using the details on our [contact page](/contact). You may also complain to the Information Commissioner's Office.

## Cookies

See our [cookie policy](/cookie-policy) and change your choices at any time on the [cookie preferences](/cookie-preferences) page.
`,
  ),
  legal(
    'terms-of-service',
    'Terms of Service',
    'terms-of-service',
    'The terms that apply when you use our website and book our studios.',
    `
These terms apply to your use of this website and to bookings of our studios and services.

## Bookings

A booking is confirmed when you receive our confirmation e-mail. Sessions start and end at the booked times; time for set-up is included.

## Cancellations and changes

You may cancel or reschedule free of charge up to 24 hours before your session. Later cancellations may be charged in full.

## Use of the studios

Please treat our rooms and equipment with care. You are responsible for damage caused by you or your guests beyond normal wear.

## Your content

You own the recordings you make with us. We keep copies only to deliver our services and delete them on request.

## Liability

Nothing in these terms limits liability that cannot be limited by law. Otherwise our liability is limited to the amount you paid for the session concerned.

## Contact

Questions about these terms? [Contact us](/contact).
`,
  ),
  legal(
    'cookie-policy',
    'Cookie Policy',
    'cookie-policy',
    'Which cookies we use, and why.',
    `
Cookies are small files a website stores in your browser. We use as few as we can and ask before using any that are not necessary.

## Necessary cookies

These keep you signed in, protect forms against misuse and remember your cookie choices. They cannot be switched off.

## Functional cookies

These remember preferences such as your colour theme.

## Analytics cookies

With your consent, these tell us which pages are visited so that we can improve the site.

## Marketing cookies

With your consent, these let our CRM know which pages you have seen, so that we can follow up on your enquiry in context. They are off by default.

## Changing your choices

You can change your choices at any time on the [cookie preferences](/cookie-preferences) page.
`,
  ),
];
