import type { Messages } from './en.ts';

/**
 * Kannada, written for parents and children rather than word for word. Typed against the
 * English dictionary: a missing or unknown key is a type error.
 */
export const kn: Messages = {
  'site.name': 'ಕಲಿಕೆ',
  'site.company': 'ಕಲಿಕೆ ಲರ್ನಿಂಗ್',
  'site.description':
    '1ರಿಂದ 5ನೇ ತರಗತಿಯ ಮಕ್ಕಳು ಗಣಿತ, ಪರಿಸರ ಅಧ್ಯಯನ ಮತ್ತು ಭಾಷೆಗಳನ್ನು ಚಿಕ್ಕ ವಿಡಿಯೋಗಳು, ಆಟಗಳು ಮತ್ತು ರಸಪ್ರಶ್ನೆಗಳ ಮೂಲಕ ಕನ್ನಡ ಹಾಗೂ ಇಂಗ್ಲಿಷ್‌ನಲ್ಲಿ ಕಲಿಯಲು ಕಲಿಕೆ ನೆರವಾಗುತ್ತದೆ.',

  'a11y.skipToContent': 'ಮುಖ್ಯ ವಿಷಯಕ್ಕೆ ನೇರವಾಗಿ ಹೋಗಿ',
  'a11y.opensInNewTab': '(ಹೊಸ ಟ್ಯಾಬ್‌ನಲ್ಲಿ ತೆರೆಯುತ್ತದೆ)',

  'nav.label': 'ಮುಖ್ಯ ಮೆನು',
  'nav.home': 'ಕಲಿಕೆ ಮುಖಪುಟ',
  'nav.openMenu': 'ಮೆನು ತೆರೆಯಿರಿ',
  'nav.closeMenu': 'ಮೆನು ಮುಚ್ಚಿ',
  'nav.journey': 'ನಮ್ಮ ಪಯಣ',
  'nav.sponsor': 'ಒಂದು ಮಗುವನ್ನು ಪ್ರಾಯೋಜಿಸಿ',
  'nav.contact': 'ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ',
  'nav.about': 'ನಮ್ಮ ಬಗ್ಗೆ',
  'nav.shop': 'ಕಲಿಕೆ ಸ್ಟೋರ್',
  'nav.login': 'ಲಾಗಿನ್',
  'nav.language': 'ಭಾಷೆ',
  'lang.en': 'English',
  'lang.kn': 'ಕನ್ನಡ',

  'footer.explore': 'ಇನ್ನಷ್ಟು ನೋಡಿ',
  'footer.elsewhere': 'ನಮ್ಮ ಇತರ ತಾಣಗಳು',
  'footer.follow': 'ನಮ್ಮನ್ನು ಫಾಲೋ ಮಾಡಿ',
  'footer.privacy': 'ಗೌಪ್ಯತಾ ನೀತಿ',
  'footer.terms': 'ನಿಯಮಗಳು ಮತ್ತು ಷರತ್ತುಗಳು',
  'footer.getApp': 'ಕಲಿಕೆ ಆ್ಯಪ್ ಅನ್ನು Google Play ನಲ್ಲಿ ಪಡೆಯಿರಿ',
  'footer.copyright': '© {year} {company}. ಎಲ್ಲ ಹಕ್ಕುಗಳನ್ನು ಕಾಯ್ದಿರಿಸಲಾಗಿದೆ.',
  'social.facebook': 'ಫೇಸ್‌ಬುಕ್',
  'social.instagram': 'ಇನ್‌ಸ್ಟಾಗ್ರಾಮ್',
  'social.youtube': 'ಯೂಟ್ಯೂಬ್',
  'social.linkedin': 'ಲಿಂಕ್ಡ್‌ಇನ್',

  'contact.title': 'ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ',
  'contact.metaDescription': 'ಕಲಿಕೆ ತಂಡಕ್ಕೆ ಬರೆಯಿರಿ: ಪ್ರಶ್ನೆಗಳು, ಅನಿಸಿಕೆಗಳು ಅಥವಾ ಶಾಲಾ ಸಹಭಾಗಿತ್ವ.',
  'contact.lead':
    'ಕಲಿಕೆ, ನಿಮ್ಮ ಮಗುವಿನ ಓದು ಅಥವಾ ನಿಮ್ಮ ಶಾಲೆಯೊಂದಿಗೆ ನಾವು ಕೈಜೋಡಿಸುವ ಬಗ್ಗೆ ಪ್ರಶ್ನೆಗಳಿವೆಯೇ? ನಮಗೆ ಬರೆಯಿರಿ. ಎರಡು ಕೆಲಸದ ದಿನಗಳ ಒಳಗೆ ನಿಮಗೆ ಇ-ಮೇಲ್ ಮೂಲಕ ಉತ್ತರಿಸುತ್ತೇವೆ.',
  'contact.formLabel': 'ಸಂಪರ್ಕ ನಮೂನೆ',
  'contact.required': 'ಕಡ್ಡಾಯ',
  'contact.name': 'ಹೆಸರು',
  'contact.company': 'ಸಂಸ್ಥೆ',
  'contact.companyHint': 'ನಿಮ್ಮ ಶಾಲೆ ಅಥವಾ ಸಂಸ್ಥೆಯ ಹೆಸರು. ಪೋಷಕರು “ಪೋಷಕ” ಎಂದು ಬರೆಯಬಹುದು.',
  'contact.email': 'ಇ-ಮೇಲ್',
  'contact.message': 'ಸಂದೇಶ',
  'contact.submit': 'ಸಂದೇಶ ಕಳುಹಿಸಿ',
  'contact.sending': 'ಕಳುಹಿಸಲಾಗುತ್ತಿದೆ…',
  'contact.sent': 'ಧನ್ಯವಾದಗಳು! ನಿಮ್ಮ ಸಂದೇಶ ನಮಗೆ ತಲುಪಿದೆ. ಶೀಘ್ರದಲ್ಲೇ ಉತ್ತರಿಸುತ್ತೇವೆ.',
  'contact.error.name.required': 'ದಯವಿಟ್ಟು ನಿಮ್ಮ ಹೆಸರನ್ನು ಬರೆಯಿರಿ.',
  'contact.error.name.tooLong': 'ದಯವಿಟ್ಟು ನಿಮ್ಮ ಹೆಸರನ್ನು {max} ಅಕ್ಷರಗಳ ಒಳಗೆ ಬರೆಯಿರಿ.',
  'contact.error.company.required': 'ದಯವಿಟ್ಟು ನಿಮ್ಮ ಶಾಲೆ ಅಥವಾ ಸಂಸ್ಥೆಯ ಹೆಸರನ್ನು (ಅಥವಾ “ಪೋಷಕ” ಎಂದು) ಬರೆಯಿರಿ.',
  'contact.error.company.tooLong': 'ದಯವಿಟ್ಟು ಇದನ್ನು {max} ಅಕ್ಷರಗಳ ಒಳಗೆ ಬರೆಯಿರಿ.',
  'contact.error.email.required': 'ದಯವಿಟ್ಟು ನಿಮ್ಮ ಇ-ಮೇಲ್ ವಿಳಾಸವನ್ನು ಬರೆಯಿರಿ.',
  'contact.error.email.email': 'ದಯವಿಟ್ಟು ಸರಿಯಾದ ಇ-ಮೇಲ್ ವಿಳಾಸವನ್ನು ಬರೆಯಿರಿ (ಉದಾ: name@example.com).',
  'contact.error.email.tooLong': 'ಈ ಇ-ಮೇಲ್ ವಿಳಾಸ ತುಂಬಾ ಉದ್ದವಾಗಿದೆ.',
  'contact.error.message.required': 'ದಯವಿಟ್ಟು ನಿಮ್ಮ ಸಂದೇಶವನ್ನು ಬರೆಯಿರಿ.',
  'contact.error.message.tooLong': 'ದಯವಿಟ್ಟು ನಿಮ್ಮ ಸಂದೇಶವನ್ನು {max} ಅಕ್ಷರಗಳ ಒಳಗೆ ಬರೆಯಿರಿ.',
  'contact.counter': '{count} / {max}',

  'error.rateLimited': 'ಕಳೆದ ಒಂದು ಗಂಟೆಯಲ್ಲಿ ನೀವು ಹಲವು ಸಂದೇಶಗಳನ್ನು ಕಳುಹಿಸಿದ್ದೀರಿ. ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  'error.network': 'ಕಲಿಕೆಯನ್ನು ಸಂಪರ್ಕಿಸಲು ಆಗಲಿಲ್ಲ. ನಿಮ್ಮ ಇಂಟರ್ನೆಟ್ ಸಂಪರ್ಕ ಪರಿಶೀಲಿಸಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  'error.server': 'ನಮ್ಮ ಕಡೆ ಏನೋ ತೊಂದರೆಯಾಗಿದೆ. ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಹೊತ್ತಿನ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  'error.invalid': 'ದಯವಿಟ್ಟು ಗುರುತು ಮಾಡಿರುವ ವಿವರಗಳನ್ನು ಪರಿಶೀಲಿಸಿ.',

  'toast.close': 'ಸೂಚನೆಯನ್ನು ಮುಚ್ಚಿ',

  'notFound.title': 'ಪುಟ ಸಿಗಲಿಲ್ಲ',
  'notFound.body': 'ನೀವು ಹುಡುಕಿದ ಪುಟ ನಮಗೆ ಸಿಗಲಿಲ್ಲ. ಅದು ಬೇರೆಡೆಗೆ ಸರಿದಿರಬಹುದು ಅಥವಾ ವಿಳಾಸದಲ್ಲಿ ಅಕ್ಷರ ತಪ್ಪಾಗಿರಬಹುದು.',
  'notFound.home': 'ಮುಖಪುಟಕ್ಕೆ ಹೋಗಿ',
  'carousel.roledescription': 'ಸ್ಲೈಡ್‌ಗಳ ಸಾಲು',
  'carousel.slide': 'ಸ್ಲೈಡ್',
  'carousel.slideOf': '{total}ರಲ್ಲಿ {n}',
  'carousel.previous': 'ಹಿಂದಿನದು',
  'carousel.next': 'ಮುಂದಿನದು',
  'carousel.pause': 'ಸ್ಲೈಡ್‌ಗಳು ಸರಿಯುವುದನ್ನು ನಿಲ್ಲಿಸಿ',
  'carousel.play': 'ಸ್ಲೈಡ್‌ಗಳು ಸರಿಯುವಂತೆ ಮಾಡಿ',

  'modal.close': 'ಮುಚ್ಚಿ',
  'video.unsupported': 'ಈ ಫೋನ್‌ನಲ್ಲಿ ಈ ವಿಡಿಯೋ ಇಲ್ಲಿ ಪ್ಲೇ ಆಗುವುದಿಲ್ಲ.',
  'video.download': 'ವಿಡಿಯೋ ಡೌನ್‌ಲೋಡ್ ಮಾಡಿ',

  'lightbox.title': 'ಚಿತ್ರಗಳು',
  'lightbox.previous': 'ಹಿಂದಿನ ಚಿತ್ರ',
  'lightbox.next': 'ಮುಂದಿನ ಚಿತ್ರ',
  'lightbox.counter': '{total} ಚಿತ್ರಗಳಲ್ಲಿ {n}ನೇ ಚಿತ್ರ',
  'lightbox.open': 'ಚಿತ್ರವನ್ನು ತೆರೆಯಿರಿ: {caption}',

  'home.newsRead': '{outlet} ನಲ್ಲಿ ಓದಿ',
  'home.perYear': '{period} ₹{price}',

  'legal.updated': 'ಕೊನೆಯ ಬದಲಾವಣೆ: {date}',
  'legal.contents': 'ಪರಿವಿಡಿ',
  'legal.languageSwitch': 'ನೀತಿಯನ್ನು ಈ ಭಾಷೆಯಲ್ಲಿ ಓದಿ',
  'legal.version': 'ಆವೃತ್ತಿ {version}',
};
