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
  // Navbar, signed in (NavbarUser)
  'nav.myAccount': 'My Account',
  'nav.logout': 'Logout',
  'nav.notifications': 'Notifications',
  // The coins figure in the navbar, e.g. "120 coins".
  'nav.coins': '{count} coins',

  // Logout modal (spec §2; its 'kiddoo' corrected)
  'logout.title': 'Come back soon, kiddo!',
  'logout.question': 'Are you sure you want to log out?',
  'logout.cancel': 'Cancel',
  'logout.confirm': 'Yes, log out',

  // Sign-up and login screens (islands/auth). Page titles first.
  'auth.page.login': 'Log in',
  'auth.page.otp': 'Verify phone number',
  'auth.page.otpLogin': 'Log in with OTP',
  'auth.page.password': 'Enter password',
  'auth.page.namePassword': 'Name and password',
  'auth.page.gender': 'Girl or boy',
  'auth.page.class': 'Class and board',
  'auth.page.location': 'Where you live',
  'auth.page.forgot': 'Forgot password',
  'auth.page.loader': 'Loading',
  'auth.continue': 'Continue',
  'auth.select': 'Select...',
  // Shown above each sign-up step, e.g. "Step 2 of 4".
  'auth.step': 'Step {n} of {total}',
  'auth.changePhone': 'Change number',
  // Phone screen (spec: 'Login into the product', 'Enter your Phone Number')
  'auth.login.title': 'Log in to Kalike',
  'auth.login.subtitle': 'New here? The same number creates your child’s account.',
  'auth.login.phone': 'Enter your Phone Number',
  'auth.login.phoneHint': 'The parent’s 10-digit mobile number. We send a code by SMS.',
  'auth.login.agree': 'By continuing you agree to our',
  'auth.login.button': 'Log in',
  // OTP screen (spec: 'Verify Phone Number', 'Check your SMS message', 'OTP sent to {phone}')
  'auth.otp.title': 'Verify Phone Number',
  'auth.otp.check': 'Check your SMS message',
  'auth.otp.sentTo': 'OTP sent to {phone}',
  // Label of each of the six boxes, e.g. "Digit 1 of 6".
  'auth.otp.digit': 'Digit {n} of {total}',
  'auth.otp.legend': 'The 6-digit code',
  'auth.otp.verify': 'Verify Now',
  'auth.otp.resend': 'Resend Code',
  'auth.otp.resendIn': 'Resend Code in {seconds} s',
  'auth.otp.resent': 'A new code has been sent.',
  'auth.otp.invalid': 'Enter valid OTP',
  'auth.otp.verified': 'OTP verified',
  // Name and password screen
  'auth.name.title': 'Create your child’s account',
  'auth.name.subtitle': 'The name your child will see in Kalike, and a password for you.',
  'auth.name.fullName': 'Full name',
  'auth.name.required': 'Please write your child’s name.',
  'auth.password.label': 'Password',
  'auth.password.new': 'Password',
  'auth.password.hint': 'At least 8 characters. Avoid easy ones like 12345678.',
  'auth.password.show': 'Show',
  'auth.password.hide': 'Hide',
  // Gender screen
  'auth.gender.title': 'Is your child a girl or a boy?',
  'auth.gender.subtitle': 'This helps us pick your child’s picture.',
  'auth.gender.female': 'Female',
  'auth.gender.male': 'Male',
  'auth.gender.required': 'Please choose one.',
  // Class screen
  'auth.class.title': 'Class and board',
  'auth.class.subtitle': 'Lessons follow your child’s class, board and medium.',
  'auth.class.class': 'Class',
  'auth.class.option': 'Class {n}',
  'auth.class.board': 'Board and medium',
  'auth.board.cbseEnglish': 'CBSE – English medium',
  'auth.board.karnatakaEnglish': 'Karnataka – English medium',
  'auth.board.karnatakaKannada': 'Karnataka – Kannada medium',
  // Location screen and the parent's consent (DPDP Act)
  'auth.location.title': 'Where do you live?',
  'auth.location.subtitle': 'The last step.',
  'auth.location.state': 'State',
  'auth.location.district': 'District',
  'auth.location.taluk': 'Taluk',
  'auth.location.stateRequired': 'Please choose your state.',
  'auth.location.districtRequired': 'Please choose your district.',
  'auth.location.talukRequired': 'Please write your taluk.',
  'auth.location.talukTooLong': 'Please keep the taluk under {max} characters.',
  'auth.consent.title': 'Consent of the parent or guardian',
  'auth.consent.intro': 'Kalike keeps your child’s learning data only with your consent.',
  'auth.consent.guardianName': 'Your name (parent or guardian)',
  'auth.consent.nameRequired': 'Please write your name.',
  'auth.consent.isGuardian': 'I am this child’s parent or legal guardian.',
  'auth.consent.isAdult': 'I am 18 years old or older.',
  'auth.consent.acceptsPolicy': 'I have read and accept the',
  'auth.consent.required': 'Please tick all three to continue.',
  'auth.register': 'Create account',
  'auth.signupSuccess': 'Sign-up successful',
  // Password screen (spec: 'Forgot Password?', 'Login With Otp')
  'auth.password.title': 'Welcome back!',
  'auth.password.subtitle': 'Enter the password for {phone}.',
  'auth.forgot': 'Forgot Password?',
  'auth.loginWithOtp': 'Log in with OTP',
  'auth.withPassword': 'Use password',
  'auth.loginSuccess': 'Login successful',
  // OTP login screen (spec: '* Please enter valid OTP' inline, 'Please enter valid OTP' toast)
  'auth.otpLogin.title': 'Log in with OTP',
  'auth.otpLogin.invalidInline': '* Please enter valid OTP',
  'auth.otpLogin.invalidToast': 'Please enter valid OTP',
  // Forgot password screen
  'auth.forgotPassword.title': 'Forgot your password?',
  'auth.forgotPassword.subtitle': 'We will send a code to your phone. Then choose a new password.',
  'auth.forgotPassword.send': 'Send code',
  'auth.forgotPassword.code': 'Code from the SMS',
  'auth.forgotPassword.save': 'Save new password',
  'auth.forgotPassword.done': 'Your password has been changed. Please log in.',
  'auth.loader': 'Loading…',
  // Errors of the auth screens
  'auth.error.phone': 'Invalid phone number',
  'auth.error.fillAll': 'Fill in all the fields',
  'auth.error.passwordIncorrect': 'Password Incorrect',
  'auth.error.passwordShort': 'The password needs at least 8 characters.',
  'auth.error.passwordCommon': 'This password is too easy to guess. Please choose another.',
  'auth.error.otpInvalid': 'This code is not right. Please check the SMS and try again.',
  'auth.error.otpExpired': 'This code has expired or was already used. Please ask for a new one.',
  'auth.error.otpLocked': 'Too many wrong tries. Please ask for a new code.',
  'auth.error.otpNotVerified': 'Please verify your phone number again.',
  'auth.error.accountExists': 'This number already has an account. Please log in.',
  'auth.error.rateLimited': 'Too many tries. Please wait a little and try again.',
  'auth.error.smsFailed': 'We could not send the SMS just now. Please try again.',

  // Dashboard (until the learning screens arrive)
  'dashboard.title': 'Dashboard',
  'dashboard.hello': 'Hello, {name}!',
  'dashboard.details': 'Class {grade} · {board} · {medium} medium',
  'dashboard.subjects': 'Your subjects',
  // Under each subject on the dashboard, e.g. "4 units".
  'dashboard.units': '{count} units',
  'dashboard.noSubjects': 'Lessons for this class, board and medium are on their way.',
  'dashboard.soon': 'The lessons of each subject open here in the next update of Kalike.',
  // Learning screens (islands/learn)
  'learn.page.units': 'Units',
  'learn.page.chapters': 'Chapters',
  'learn.page.topics': 'Topics',
  'learn.loading': 'Loading your lessons…',
  'learn.loadFailed': 'We could not load the lessons. Check your internet connection and try again.',
  // On each unit card, e.g. "Unit 2".
  'learn.unitNumber': 'Unit {n}',
  // On a locked unit: how many coins unlock it.
  'learn.locked': 'Locked · unlock with {coins} coins',
  'learn.chapters': '{count} chapters',
  'learn.topics': '{count} topics',
  // On each topic: activities done out of all, e.g. "1 of 4 done".
  'learn.progress': '{done} of {total} done',
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
