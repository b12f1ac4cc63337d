/**
 * English: the source of truth for every string a user reads. `kn.ts` is typed against this
 * object, so a missing or misspelt Kannada key fails `npm run check`.
 * Keys are flat and namespaced by where they appear; a comment above a group names the
 * component, and notes for translators say where a string is shown and to whom.
 * `{name}` placeholders are filled in by `t()`.
 */
export const en = {
  // Product identity (ARCHITECTURE.md: the name lives here so it can change in one place).
  'site.name': 'Kalike',
  'site.company': 'Kalike Learning',
  // Meta description of pages that have none of their own; read by search engines and shown in results.
  'site.description':
    'Kalike helps children of classes 1 to 5 learn Maths, EVS and languages with short videos, games and quizzes, in English and Kannada.',

  // Base layout
  'a11y.skipToContent': 'Skip to main content',
  'a11y.opensInNewTab': '(opens in a new tab)',

  // Navbar
  'nav.label': 'Main menu',
  'nav.home': 'Kalike home',
  'nav.openMenu': 'Open menu',
  'nav.closeMenu': 'Close menu',
  'nav.journey': 'Our Journey',
  'nav.sponsor': 'Sponsor A Child',
  'nav.contact': 'Contact Us',
  'nav.about': 'About',
  // The external shop of the company, sold under the product's name.
  'nav.shop': 'Kalike Store',
  'nav.login': 'Login',
  // Label of the language selector; its options are the language names below, each in its own script.
  'nav.language': 'Language',
  'lang.en': 'English',
  'lang.kn': 'ಕನ್ನಡ',

  // Footer
  'footer.explore': 'Explore',
  'footer.elsewhere': 'Elsewhere',
  'footer.follow': 'Follow us',
  'footer.privacy': 'Privacy Policy',
  'footer.terms': 'Terms and Conditions',
  'footer.getApp': 'Get the Kalike app on Google Play',
  'footer.copyright': '© {year} {company}. All rights reserved.',
  'social.facebook': 'Facebook',
  'social.instagram': 'Instagram',
  'social.youtube': 'YouTube',
  'social.linkedin': 'LinkedIn',

  // Contact page and form (ContactForm island)
  'contact.title': 'Contact Us',
  'contact.metaDescription': 'Write to the Kalike team: questions, feedback or school partnerships.',
  'contact.lead':
    'Questions about Kalike, your child’s learning or working with your school? Write to us and we will reply by e-mail within two working days.',
  'contact.formLabel': 'Contact form',
  // Marks each field as required; read after the label by screen readers.
  'contact.required': 'required',
  'contact.name': 'Name',
  'contact.company': 'Company',
  // Hint under the Company field: most people writing are parents, who have no company.
  'contact.companyHint': 'Your school or organisation. Parents can write “Parent”.',
  'contact.email': 'Email',
  'contact.message': 'Message',
  'contact.submit': 'Send message',
  'contact.sending': 'Sending…',
  // Toast after the message is stored.
  'contact.sent': 'Thank you! Your message has reached us. We will reply soon.',
  'contact.error.name.required': 'Please enter your name.',
  'contact.error.name.tooLong': 'Please keep your name under {max} characters.',
  'contact.error.company.required': 'Please enter your school or organisation (or “Parent”).',
  'contact.error.company.tooLong': 'Please keep this under {max} characters.',
  'contact.error.email.required': 'Please enter your e-mail address.',
  'contact.error.email.email': 'Please enter a valid e-mail address, like name@example.com.',
  'contact.error.email.tooLong': 'This e-mail address is too long.',
  'contact.error.message.required': 'Please write your message.',
  'contact.error.message.tooLong': 'Please keep your message under {max} characters.',
  // Counter under the message box, e.g. "120 / 2000".
  'contact.counter': '{count} / {max}',

  // Shared errors (any island)
  'error.rateLimited': 'You have sent several messages in the last hour. Please try again after some time.',
  'error.network': 'We could not reach Kalike. Check your internet connection and try again.',
  'error.server': 'Something went wrong on our side. Please try again in a little while.',
  'error.invalid': 'Please check the highlighted fields.',

  // Toast (one for the whole app)
  'toast.close': 'Close notification',

  // 404 page
  'notFound.title': 'Page not found',
  'notFound.body': 'We could not find that page. It may have moved, or the address may have a typo.',
  'notFound.home': 'Go to the home page',
  // Carousel (statistics, subjects, news)
  'carousel.roledescription': 'carousel',
  'carousel.slide': 'slide',
  // Read by screen readers on each slide, e.g. "2 of 4".
  'carousel.slideOf': '{n} of {total}',
  'carousel.previous': 'Previous',
  'carousel.next': 'Next',
  'carousel.pause': 'Stop the slides moving',
  'carousel.play': 'Start the slides moving',

  // Modal (video player, photo lightbox)
  'modal.close': 'Close',
  // The video player's fallback when the phone cannot play the video.
  'video.unsupported': 'This phone cannot play the video here.',
  'video.download': 'Download the video',

  // Photo lightbox on the About page
  'lightbox.title': 'Photos',
  'lightbox.previous': 'Previous photo',
  'lightbox.next': 'Next photo',
  'lightbox.counter': 'Photo {n} of {total}',
  // Label of a thumbnail button, followed by the photo's caption.
  'lightbox.open': 'Open the photo: {caption}',

  // Home page controls (section texts are in src/content/<lang>/home.yaml)
  'home.newsRead': 'Read on {outlet}',
  'home.perYear': '₹{price} {period}',

  // Legal pages (texts are in src/content/<lang>/*.md)
  'legal.updated': 'Last updated: {date}',
  'legal.contents': 'Contents',
  // Privacy page: the switch between the English and the Kannada text of the policy.
  'legal.languageSwitch': 'Read the policy in',
  'legal.version': 'Version {version}',
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
