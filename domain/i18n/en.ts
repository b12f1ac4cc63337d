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
    'Questions about Kalike, your child’s learning or working with your school? Write to us and we will reply by e-mail or phone within two working days.',
  'contact.formLabel': 'Contact form',
  // Marks each field as required; read after the label by screen readers.
  'contact.required': 'required',
  // After the e-mail and phone labels: each may be left empty, but not both.
  'contact.optional': 'optional',
  'contact.replyHint': 'An e-mail address or a phone number, at least one, so that we can reply.',
  'contact.name': 'Name',
  'contact.company': 'Company',
  // Hint under the Company field: most people writing are parents, who have no company.
  'contact.companyHint': 'Your school or organisation. Parents can write “Parent”.',
  'contact.email': 'Email',
  'contact.phone': 'Phone number',
  'contact.message': 'Message',
  'contact.submit': 'Send message',
  'contact.sending': 'Sending…',
  // Toast after the message is stored.
  'contact.sent': 'Thank you! Your message has reached us. We will reply soon.',
  'contact.error.name.required': 'Please enter your name.',
  'contact.error.name.tooLong': 'Please keep your name under {max} characters.',
  'contact.error.company.required': 'Please enter your school or organisation (or “Parent”).',
  'contact.error.company.tooLong': 'Please keep this under {max} characters.',
  // Neither an e-mail address nor a phone number.
  'contact.error.email.required': 'Please enter an e-mail address or a phone number, so that we can reply.',
  'contact.error.email.email': 'Please enter a whole e-mail address, with the @ and the part after it.',
  'contact.error.email.tooLong': 'This e-mail address is too long.',
  'contact.error.phone.phone': 'Please enter a 10-digit mobile number, like 98450 12345.',
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
  // A lesson video left out of a download by data saver, with no signal (issue 29, point 6).
  'video.notOnPhone': 'This video is not on the phone.',
  'video.notOnPhone.wifi':
    'Data saver leaves videos out of downloads. Watch it when you have the internet, or ask a grown-up to download it on Wi-Fi.',
  'video.notOnPhone.download': 'Download it on Wi-Fi',

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
  'legal.versions.title': 'Versions of this policy',
  'legal.versions.intro':
    'Every version of this policy, the newest first, and what changed in it. When a change matters (a new kind of data about you or your children, or a new use of it), we ask you again in My Account, for each child.',
  'legal.versions.asked': 'A change that matters: parents are asked again',
  'legal.versions.current': 'In force',
  // Contact lines of the policy and terms, from domain/site.config.ts (src/lib/legalContact.ts):
  // only what is configured, and always the contact form. {page} is the form page's link.
  'legal.contact.email': 'E-mail',
  'legal.contact.phone': 'Phone',
  'legal.contact.post': 'Post',
  'legal.contact.form': 'The form on our {page} page',
  'legal.grievance.form':
    'Write to us with the form on our {page} page and say that it is a complaint about personal data.',
  // Navbar, signed in (NavbarUser)
  'nav.myAccount': 'My Account',
  'nav.logout': 'Logout',
  'nav.notifications': 'Notifications',
  // The coins figure in the navbar, e.g. "120 coins".
  'nav.coins': '{count} coins',

  // Logout modal (spec §2; its 'kiddoo' corrected)
  // Log out is in My Account, behind the parent gate (issue 27): it speaks to the parent.
  'logout.title': 'Log out of Kalike?',
  'logout.question':
    'To play again, your children will need your phone number and password, or a code by SMS.',
  'logout.cancel': 'Cancel',
  'logout.confirm': 'Yes, log out',
  'offline.title': 'No internet right now',
  'offline.text':
    'This page is not kept on the phone. The lessons you downloaded still work without internet.',
  'offline.toLessons': 'Go to my lessons',
  'offline.notOnPhone.title': 'This lesson is not on the phone yet',
  'offline.notOnPhone.body':
    'There is no internet now. When there is, this lesson opens. The units marked "On this phone" work now.',
  'offline.notOnPhone.spoken':
    'This lesson is not on the phone. Ask a grown-up for the internet, or play a unit that is on the phone.',
  'offline.notOnPhone.back': 'Go back',
  'logout.waiting_one':
    '{count} answer from playing without internet is not sent yet. It stays on this phone and is sent when this child logs in here again with internet. Log out anyway?',
  'logout.waiting_other':
    '{count} answers from playing without internet are not sent yet. They stay on this phone and are sent when this child logs in here again with internet. Log out anyway?',

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
  // The empty choice of an optional list (gender, state, district): nothing is given.
  'auth.notGiven': 'Not given',
  // Goes on without answering an optional question (the gender).
  'auth.skip': 'Skip',
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
  'auth.gender.subtitle': 'Optional: it only sets the colour and shape of your child’s picture.',
  'auth.gender.female': 'Girl',
  'auth.gender.male': 'Boy',
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
  'auth.location.subtitle':
    'The last step. The place is optional: we use only the state, for the tax on a payment.',
  'auth.location.state': 'State',
  'auth.location.district': 'District',
  'auth.location.taluk': 'Taluk',
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

  // Sign-up that never loses a parent (islands/auth, the account deletion dialog) and the names of
  // boards and mediums. "Too many tries" with when to try again; {time} is e.g. "25 seconds" or
  // "40 minutes", written by the browser in the page's language.
  'auth.wait.tryAgainIn': 'Too many tries. Please try again in {time}.',
  // "Create account" found a step without its details: that step opens with this message.
  'auth.signup.missing': 'Some details of this step are missing. Please fill them in again.',
  // The password is kept only while the browser tab is open.
  'auth.signup.passwordAgain': 'Please type the password again: it is not kept once the browser is closed.',
  // Shown in the deletion dialog once the account is gone, with a button to the home page.
  'account.delete.done': 'Your account and all its data are deleted.',
  'account.delete.home': 'Go to the home page',
  // Boards and mediums as the pages show them (the stored values stay in English).
  'names.board.CBSE': 'CBSE',
  'names.board.Karnataka': 'Karnataka',
  'names.board.SCERT': 'SCERT',
  'names.board.Others': 'Other',
  'names.medium.English': 'English',
  'names.medium.Kannada': 'Kannada',
  'names.medium.Malayalam': 'Malayalam',
  'names.medium.Others': 'Other',

  // Dashboard (until the learning screens arrive)
  'dashboard.title': 'Dashboard',
  'dashboard.hello': 'Hello, {name}!',
  'dashboard.details': 'Class {grade} · {board} · {medium} medium',
  'dashboard.subjects': 'Your subjects',
  'dashboard.noSubjects': 'Lessons for this class, board and medium are on their way.',
  // Learning screens (islands/learn)
  'learn.page.units': 'Units',
  'learn.page.chapters': 'Chapters',
  'learn.page.topics': 'Topics',
  'learn.loading': 'Loading your lessons…',
  'learn.loadFailed': 'We could not load the lessons. Check your internet connection and try again.',
  'learn.onPhone': 'On this phone',
  'learn.needsInternet': 'Needs the internet',
  // On each unit card, e.g. "Unit 2".
  'learn.unitNumber': 'Unit {n}',
  // On each topic: activities done out of all, e.g. "1 of 4 done".
  'learn.progress': '{done} of {total} done',
  // Learning path (islands/learn: Units, Chapters, Topics, PathTile, BackLink, ProgressRing; the
  // dashboard's subject tiles and "Continue" tile). Counts come in two forms, `_one` and `_other`,
  // chosen by tPlural() with the language's plural rules; `{count}` is the number.
  // Under a subject tile on the dashboard, e.g. "4 units".
  'dashboard.missed.title': 'Practise what I missed',
  'dashboard.missed.count_one': '{count} question is back to try again',
  'dashboard.missed.count_other': '{count} questions are back to try again',
  'dashboard.missed.go': 'Try again',
  'dashboard.units_one': '{count} unit',
  'dashboard.units_other': '{count} units',
  // Under a unit tile, e.g. "2 chapters".
  'learn.chapters_one': '{count} chapter',
  'learn.chapters_other': '{count} chapters',
  // Under a chapter tile, e.g. "3 topics".
  'learn.topics_one': '{count} topic',
  'learn.topics_other': '{count} topics',
  // Beside the progress ring of a subject, unit or chapter, e.g. "3 of 8 topics done".
  'learn.topicsDone_one': '{done} of {count} topic done',
  'learn.topicsDone_other': '{done} of {count} topics done',
  // On a locked unit tile, under the lock: what unlocking it costs, e.g. "50 coins".
  'learn.price_one': '{count} coin',
  'learn.price_other': '{count} coins',
  // Read by screen readers on a locked unit tile, e.g. "Locked · unlock with 50 coins".
  'learn.locked_one': 'Locked · unlock with {count} coin',
  'learn.locked_other': 'Locked · unlock with {count} coins',
  // Beside a unit tile whose topics are all finished.
  'learn.unitDone': 'Done!',
  // The back control at the top of each learning screen; it goes to the screen above.
  'learn.back.dashboard': 'Back to your subjects',
  'learn.back.units': 'Back to units',
  'learn.back.chapters': 'Back to chapters',
  'learn.back.topics': 'Back to topics',
  // The dashboard's "Continue" tile: the child's most recent topic, or the first one for a new child.
  'learn.continue.title': 'Continue where you left off',
  'learn.continue.start': 'Start learning',
  // The button on the Continue tile: "Continue" while the topic has activities left, else "Play again".
  'learn.continue.go': 'Continue',
  'learn.continue.again': 'Play again',
  // The coins of the daily check-in (dashboard), e.g. "Check in today and get 10 coins!".
  'checkin.offer_one': 'Check in today and get {count} coin!',
  'checkin.offer_other': 'Check in today and get {count} coins!',
  'checkin.received_one': '{count} coin received',
  'checkin.received_other': '{count} coins received',
  'checkin.streakBonus_one': 'And {count} extra coin for learning day after day!',
  'checkin.streakBonus_other': 'And {count} extra coins for learning day after day!',
  // The unlock modal (UnlockUnit): the unit's price, the child's coins, and what is missing.
  'unlock.cost_one': 'This unit needs {count} coin.',
  'unlock.cost_other': 'This unit needs {count} coins.',
  'unlock.balance_one': 'You have {count} coin.',
  'unlock.balance_other': 'You have {count} coins.',
  'unlock.short_one': 'You need {count} more coin. Finish activities and check in every day to earn it.',
  'unlock.short_other': 'You need {count} more coins. Finish activities and check in every day to earn them.',
  // For the navbar's coins figure and the score popup (other islands): "1 coin", "Great job! You earned 1 coin."
  'nav.coins_one': '{count} coin',
  'nav.coins_other': '{count} coins',
  'activity.score.great_one': 'Great job! You earned {count} coin.',
  'activity.score.great_other': 'Great job! You earned {count} coins.',
  // Activity screen (islands/activity): the header of spec §2
  'activity.page': 'Activity',
  'activity.title': 'Activity',
  'activity.topic': 'Topic',
  'activity.subject': 'Subject',
  // Spec §2: "Unit : {unit number}" followed by the unit's name.
  'activity.unit': 'Unit : {n}',
  'activity.timer': 'Timer',
  'activity.instruction': 'Instruction',
  'activity.back': 'Go back',
  'activity.step': 'Activity {n} of {total}',
  'activity.best': 'Your best: {score} / {total}',
  'activity.passage': 'Read this first',
  'activity.check': 'Check',
  'activity.submit': 'Finish',
  'activity.next': 'Next',
  // Said when Next appears (classes 1–2 hear what to tap; the button shows an arrow).
  'activity.next.spoken': 'Tap the arrow for the next question.',
  // Said when a typed or built answer can be checked (the button shows a tick).
  'activity.check.spoken': 'Tap the tick to check your answer.',
  // Said when every question is answered (the Finish button shows a flag).
  'activity.submit.spoken': 'All done! Tap the flag to finish.',
  'activity.submitting': 'Checking your answers…',
  'activity.submitFailed': 'We could not save your answers. Check your internet connection and try again.',
  'activity.locked': 'This unit is locked. Unlock it to open its activities.',
  'activity.empty': 'This topic has no activities yet.',
  'activity.question': 'Question {n} of {total}',
  'activity.correct': 'Well done!',
  'activity.wrong': 'Not quite.',
  'activity.answerLabel': 'Your answer',
  'activity.clock': 'A clock',
  'activity.tiles': 'Letters: tap one to hear it and put it in the blank',
  'activity.tiles.undo': 'Take back the last letter',
  'activity.tiles.space': 'Space',
  // The on-screen Kannada letter pad, for phones whose keyboard has no Kannada (issue 29).
  'activity.pad.open': 'Kannada letters',
  'activity.pad.close': 'Hide the letters',
  'activity.pad': 'Kannada letter pad: tap a letter to add it to your answer',
  'activity.pad.delete': 'Take back the last letter or sign',
  'activity.match.help':
    'Tap a card, then the empty box next to its partner. You can also drag the card there.',
  'activity.match.pick': 'Choose the partner of “{item}”',
  'activity.match.placed': '“{left}” goes with “{right}”',
  'activity.match.empty': 'Drop here',
  'activity.classify.help': 'Tap a card, then the group it belongs to. You can also drag the card there.',
  // Match and sort forgive (issue 29): a card put in the wrong place goes back to the cards.
  'activity.placeAgain': 'The card has gone back. Put it in another place.',
  'activity.classify.left': 'Cards to sort',
  'activity.classify.moveTo': 'Put “{item}” in {group}',
  'activity.timeUp': 'Time is up!',
  // Score popup (spec §2 activityScore): "score / total", Close and Continue.
  'activity.score.title': 'Your score',
  'activity.score.value': '{score} / {total}',
  'activity.score.good': 'Great job!',
  'activity.score.tryAgain': 'Good try! Practise once more to do even better.',
  'activity.score.close': 'Close',
  'activity.score.continue': 'Continue',
  'activity.score.continue.spoken': 'Tap the arrow to go on to the next activity.',
  'activity.score.waiting_one': 'You will get {count} coin when the phone is online again.',
  'activity.score.waiting_other': 'You will get {count} coins when the phone is online again.',
  'activity.score.savedOffline': 'No internet: your answers are saved on this phone.',
  'activity.video.watch': 'Watch the video',
  // Play mode (issue 15; ActivityHeader, ScorePopup stars, My Account "Play settings").
  // Translator note: "back" leads a child from an activity to the list of topics of the chapter.
  'activity.play.back': 'Back to the topics',
  // Translator note: the "i" button opening the activity's topic, subject, unit and instruction.
  'activity.play.about': 'About this activity',
  'activity.play.close': 'Close',
  // Translator note: a switch; on = the app plays a short sound after right and wrong answers.
  'activity.play.sounds': 'Sounds',
  // Translator note: read aloud for the stars of the score popup (there are always three).
  'activity.play.stars1': 'One star of three',
  'activity.play.stars2': 'Two stars of three',
  'activity.play.stars3': 'Three stars of three',
  // Read aloud in the player (issue 16). Translator note: the name of the speaker button beside
  // a text; {text} is the text it reads.
  'activity.read.listen': 'Listen: {text}',
  // Translator note: shown above the answers for a child who listens first (classes 1–2): the
  // first tap on an answer reads it, a second tap on the same answer chooses it.
  'activity.read.listenFirst': 'Tap an answer to hear it. Tap it again to choose it.',
  // Read aloud (issue 16): lines the player says to a child who cannot read yet, besides the
  // curriculum's own texts. Each has a clip in both languages (domain/i18n/readAloud.ts lists the
  // spoken keys; `npm run content:audio` makes the clips). Write them as they are said.
  // Translator note: said when an activity of this kind starts, if the curriculum gives no instruction.
  'read.instruction.mcq': 'Tap the right answer.',
  'read.instruction.fill': 'Write the missing word in the blank.',
  'read.instruction.match': 'Tap a card, then tap its partner.',
  'read.instruction.classify': 'Tap a card, then tap the group it belongs to.',
  // Translator note: said after a wrong answer, before the feedback line.
  'read.tryAgain': 'Try again.',
  // Translator note: said when ten seconds are left on the activity's timer.
  'read.timerWarning': 'Hurry! Ten seconds left.',
  // Translator note: said on the score popup; {count} is the score, {total} the most there is.
  'read.score_one': 'You got {count} out of {total}.',
  'read.score_other': 'You got {count} out of {total}.',
  // My Account, for the parent.
  'account.play.title': 'Play settings',
  'account.recordings.title': 'Reading aloud: “My turn”',
  'account.recordings.heading': '{name} reads aloud',
  'account.recordings.open': 'Recordings and choices',
  'account.recordings.intro':
    "In the stories, your child can record themselves reading a page and hear it beside the story's voice. The microphone is used only if you allow it here.",
  'account.recordings.allowed': 'Let {name} record their reading',
  'account.recordings.keep': 'Keep recordings in our account',
  'account.recordings.keepHint':
    'Off: they stay on this phone only. On: they are also kept in your account until you delete them, so you can hear them on another phone.',
  'account.recordings.list': 'Recordings',
  'account.recordings.none': 'No recordings yet.',
  'account.recordings.page': 'Page {n}',
  'account.recordings.onPhone': 'On this phone',
  'account.recordings.inAccount': 'In the account',
  'account.recordings.both': 'On this phone and in the account',
  'account.recordings.play': 'Play {story}, page {n}, {date}',
  'account.recordings.delete': 'Delete {story}, page {n}, {date}',
  'account.recordings.deleted': 'Recording deleted.',
  'account.recordings.failed': 'That did not work. Please try again.',
  'account.play.intro': 'How activities behave for your child.',
  'account.offline.title': 'Lessons without internet',
  'account.offline.intro':
    'Download units so that your child can learn with no signal. Answers given offline are counted when the phone is online again. Your child can keep a story on the phone from the Stories page (with data saver on, only on Wi-Fi); it is listed here to remove.',
  'account.offline.dataSaver': 'Data saver',
  'account.offline.dataSaverHint': 'Download only on Wi-Fi, and without videos.',
  'account.offline.used': 'Kalike uses {size} on this phone.',
  'account.offline.kept': 'The phone has promised to keep it.',
  'account.offline.downloadAll': 'Download everything for my class',
  'account.offline.everything': 'Everything for your class',
  'account.offline.download': 'Download',
  'account.offline.downloadUnit': 'Download {name}',
  'account.offline.remove': 'Remove',
  'account.offline.removeUnit': 'Remove {name} from this phone',
  'account.offline.onPhone': 'On this phone · {size}',
  'account.offline.locked': 'Locked',
  'account.offline.confirmTitle': 'Download for offline use?',
  'account.offline.size': 'Size: {size}',
  'account.offline.noVideos': 'Without videos, because data saver is on.',
  'account.offline.cancel': 'Not now',
  'account.offline.downloading': 'Downloading {name}: {done} of {total}',
  'account.offline.done': '{name}: ready to learn without internet.',
  'account.offline.failed': 'The download stopped. Check the internet and try again.',
  'account.offline.needWifi': 'Data saver is on: connect to Wi-Fi to download, or turn data saver off.',
  'account.offline.unsupported': 'This browser cannot keep lessons for use without internet.',
  'account.offline.stories': 'Stories on this phone',
  'account.offline.noStories': 'No stories on this phone yet.',
  'account.play.sounds': 'Sounds for right and wrong answers',
  'account.play.timers': 'Timers on activities',
  'account.play.timersHint': 'Off: your child plays every activity without a countdown.',
  'account.play.failed': 'We could not save this. Check your internet connection and try again.',
  'account.play.autoRead': 'Read questions and answers aloud',
  'account.play.autoReadHint':
    'On: each question is read out when it appears, and the first tap on an answer reads it (a second tap chooses it). On by default in classes 1 and 2.',
  'account.play.deviceVoice': 'Use the phone’s own voice',
  'account.play.deviceVoiceHint': 'Off: the app’s own voice is used.',
  'account.play.noDeviceVoice':
    'This phone has no Kannada or Indian English voice, so the app’s own voice is used.',
  // My Account, the parent lock card (ParentLockSettings.tsx): how the parent gate opens, for the
  // whole family. Shown to the parent only (behind the gate).
  'account.lock.title': 'Parent lock',
  'account.lock.intro':
    'How the parent area (plans, payments, settings and your children’s data) opens on every phone, for all your children.',
  // Legend of the three choices below.
  'account.lock.method': 'Open the parent area with',
  'account.lock.question': 'A times-table question',
  'account.lock.questionHint': 'Quick for grown-ups; young children cannot answer it.',
  'account.lock.pin': 'A 4-digit PIN',
  'account.lock.pinHint': 'Only you know it. If you forget it, your password opens the parent area too.',
  'account.lock.password': 'Your password',
  'account.lock.passwordHint': 'The password you log in with.',
  'account.lock.newPin': 'New PIN (4 digits)',
  'account.lock.pinShape': 'Please type exactly 4 digits.',
  'account.lock.pinTooEasy':
    'This PIN is too easy to guess (like 1234, 0000 or the end of your phone number). Please choose another.',
  'account.lock.currentPassword': 'Your current password',
  'account.lock.currentHint': 'So that only a parent can change the lock.',
  'account.lock.save': 'Save parent lock',
  // Toast after saving.
  'account.lock.saved': 'Parent lock saved.',
  // After too many wrong passwords; {count} is the minutes left to wait.
  'account.lock.locked_one': 'Too many wrong tries. Please try again in {count} minute.',
  'account.lock.locked_other': 'Too many wrong tries. Please try again in {count} minutes.',
  'account.lock.failed': 'We could not save this. Check your internet connection and try again.',
  // Instead of the question's choice, when a child is in class 3 or above (ADR 021).
  'account.lock.noQuestion':
    'A child in class 3 or above can answer a times-table question, so it is not offered: choose a PIN or your password.',
  // "Lock the parent area with a PIN?" (PinOffer.tsx): at the end of sign-up, and when a child of
  // class 3 or above is added to a family without a PIN. Skippable.
  'pinOffer.title': 'Lock the parent area with a PIN?',
  'pinOffer.why':
    'Your children use this phone too. Plans, payments and deleting a child or the account are in the parent area. Children in class 3 and above can answer a times-table question; a 4-digit PIN that only you know keeps them out.',
  'pinOffer.pin': 'Choose a 4-digit PIN',
  'pinOffer.pinHint':
    'Not 1234, 0000 or the end of your phone number. You can change it later in My Account, under Parent lock.',
  'pinOffer.set': 'Set PIN',
  'pinOffer.skip': 'Not now',
  'pinOffer.skipPassword': 'Without a PIN, your password opens the parent area.',
  'pinOffer.skipQuestion':
    'Without a PIN, a times-table question opens the parent area while all your children are in class 1 or 2.',
  'pinOffer.saved': 'PIN saved. It opens the parent area from now on.',
  // Practice screens (/mcq, /fillintheblanks, /matchthefollowing, /classification): no sign-in.
  'missed.title': 'Practise what I missed',
  'missed.subject': 'Maths',
  'missed.nothing': 'Nothing to try again right now. Questions you miss come back here a few days later.',
  'missed.home': 'Back to home',
  'practice.mcq': 'Multiple choice practice',
  'practice.fill': 'Fill in the blanks practice',
  'practice.match': 'Match the following practice',
  'practice.classify': 'Classification practice',
  'practice.topic': 'Practice',
  'practice.subject': 'Try it out',
  'practice.unitName': 'Sample questions',
  'practice.signUp': 'Like it? Sign up free to get lessons for your class and earn coins.',
  // Daily check-in (dashboard) and its modal (spec §2 checkin: 'N coins received', 'Check In Success', OK)
  'checkin.title': 'Daily check-in',
  // The reading corner (issue 30): levelled stories read aloud with each word lit.
  'stories.title': 'Stories',
  'stories.tile': 'Listen to a story, then read it',
  'stories.open': 'Stories',
  'stories.forYou': 'For you',
  'stories.more': 'More stories',
  'stories.level': 'Level {n}',
  'stories.language.en': 'English',
  'stories.language.kn': 'Kannada',
  'stories.pages_one': '{count} page',
  'stories.pages_other': '{count} pages',
  'stories.empty': 'No stories here yet.',
  'stories.notFound': 'We could not find this story.',
  'stories.readToMe': 'Read to me',
  'stories.iRead': 'I will read',
  'stories.stop': 'Stop',
  'stories.page': 'Page {n} of {total}',
  'stories.next': 'Next page',
  'stories.previous': 'Page before',
  'stories.words': 'The page: tap a word to hear it',
  'stories.questions': 'What happened in the story?',
  'stories.back': 'Back to the stories',
  'stories.myTurn': 'My turn',
  'stories.myTurn.title': 'Now you read!',
  'stories.myTurn.spoken':
    'Now you read! Tap the red button and read this page out loud. Tap the square when you finish. Then you can hear yourself.',
  'stories.myTurn.grownUp': 'The phone may ask to use the microphone. A grown-up taps Allow.',
  'stories.myTurn.start': 'Start',
  'stories.myTurn.notNow': 'Not now',
  'stories.myTurn.record': 'Record my reading',
  'stories.myTurn.recording': 'Listening… read the page',
  'stories.myTurn.stopRecording': 'Stop',
  'stories.myTurn.playMine': 'Play mine',
  'stories.myTurn.playModel': 'Hear the story',
  'stories.myTurn.again': 'Record again',
  'stories.myTurn.saved': 'Kept on this phone.',
  'stories.myTurn.savedAccount': "Kept on this phone and in your family's account.",
  'stories.myTurn.denied': 'The microphone is off. Ask a grown-up to turn it on.',
  'stories.myTurn.failed': 'Recording did not work. Try again.',
  // The library's mark on a story the child has read to the end.
  'stories.read': 'Read',
  // After the last question (issue 30 point 4): the reading is saved and its coins fly to the bar.
  'stories.finished': 'You read the whole story!',
  'stories.saving': 'Saving your reading…',
  'stories.coins_one': 'You got {count} coin.',
  'stories.coins_other': 'You got {count} coins.',
  // A story read before pays no coins again.
  'stories.readAgain': 'You read it again. Well done!',
  // e.g. "2 of 3 answers right".
  'stories.right': '{correct} of {total} answers right',
  // No signal: the reading waits on the phone and is sent when the internet is back.
  'stories.waiting_one': 'No internet now. Your {count} coin comes when the internet is back.',
  'stories.waiting_other': 'No internet now. Your {count} coins come when the internet is back.',
  'stories.saveFailed': 'We could not save your reading.',
  'stories.tryAgain': 'Try again',
  'stories.offline.download': 'Keep on this phone',
  'stories.offline.size_one': '{count} story · {size}',
  'stories.offline.size_other': '{count} stories · {size}',
  'stories.offline.downloading': 'Keeping it on this phone… {percent}%',
  'stories.offline.onPhone': 'On this phone',
  'stories.offline.needWifi': 'It needs Wi-Fi: ask a grown-up.',
  'stories.offline.failed': 'It did not come. Try again with internet.',
  'stories.offline.needsInternet': 'Needs internet',
  'stories.offline.offline': 'No internet now: you can read the stories on this phone.',
  'checkin.button': 'Check in',
  'checkin.success': 'Check In Success',
  'checkin.ok': 'OK',
  'checkin.done': 'You have checked in today. Come back tomorrow for more coins!',
  'checkin.failed': 'We could not check you in just now. Please try again.',
  // Unlocking a unit with coins (spec §2 unLockUnit)
  'unlock.title': 'Unlock the Unit with Coins',
  'unlock.cancel': 'Cancel',
  'unlock.confirm': 'Unlock Unit',
  // Said in the unlock dialog when the child has the coins (the button shows an open lock).
  'unlock.enough.spoken': 'You have enough coins. Tap the open lock to open this unit.',
  'unlock.done': '“{unit}” is open now. Have fun!',
  'unlock.failed': 'We could not unlock this unit just now. Please try again.',
  'unlock.open': 'Unlock with {coins} coins',
  // Notifications (navbar bell and popup, spec §2)
  'notify.empty': 'No notifications yet.',
  'notify.hey': 'Hey {name},',
  'notify.today': 'Today',
  'notify.yesterday': 'Yesterday',
  'notify.daysAgo': '{count} days ago',
  'notify.unread': '{count} new',
  // PlayBar (src/islands/play/PlayBar.tsx): the child's bar on top of every learning screen
  // (issue 15). Children of 6 to 11 read these; keep them short, the bar must fit 360 px.
  /** The house button at the bar's start: back to the child's subjects (dashboard). */
  'play.home': 'My subjects',
  /** Read aloud for the coin counter; {count} is the child's coins to spend. */
  'play.coins': 'Coins: {count}',
  /** Read aloud for the flame; {count} is how many days in a row the child has played. */
  'play.streak': 'Days in a row: {count}',
  /** Added to the flame's label while today's check-in is not done yet. */
  'play.streakCheckIn': 'Check in today!',
  /** Heading of the flame's window. */
  'play.streakTitle': 'Days in a row',
  /** In the flame's window: the child's longest run of days; {count} is a number. */
  'play.streakBest': 'Your best: {count}',
  /** In the flame's window, once today counts: encouragement to come back tomorrow. */
  'play.streakKeep': 'Come back tomorrow to keep your flame burning!',
  /** Read aloud for the round picture that opens the child's menu. */
  'play.menu': 'My menu',
  /** Menu item: the grown-ups' area (My Account: profile, coins history, plans). */
  'play.parents': 'My Account (for parents)',
  /** Heading over the two language choices in the menu. */
  'play.language': 'Language',
  /** Close button of the bell's list and the menu, read aloud. */
  'play.close': 'Close',
  'play.waiting_one': '{count} coin waiting for the internet',
  'play.waiting_other': '{count} coins waiting for the internet',
  'play.refusedLocked_one':
    'An answer you gave without internet could not be counted: its unit is locked now.',
  'play.refusedLocked_other':
    '{count} answers you gave without internet could not be counted: their unit is locked now.',
  'play.refusedGone_one': 'An answer you gave without internet could not be counted: that activity is gone.',
  'play.refusedGone_other':
    '{count} answers you gave without internet could not be counted: those activities are gone.',
  'play.refusedOtherClass_one':
    'An answer you gave without internet could not be counted: it was for another class.',
  'play.refusedOtherClass_other':
    '{count} answers you gave without internet could not be counted: they were for another class.',
  'play.offline': 'No internet. You can still play the lessons on this phone.',
  // Families (issue 18): who is playing, adding a child, the family in the parent area.
  'children.pickTitle': 'Who is playing?',
  'children.pickHint': 'Tap your picture.',
  'children.playingNow': 'Playing now',
  'children.classOf': 'Class {n}',
  'children.switchFailed': 'Could not change who is playing. Please check the internet and try again.',
  'children.switched': 'Hello, {name}!',
  'children.addForParents': 'Grown-ups: add a child',
  'children.switchMenu': 'Who is playing?',
  'children.familyTitle': 'Your children',
  'children.familyIntro':
    'Each child has their own coins, lessons and plans. Tap “Play as” to hand the phone over.',
  'children.add': 'Add a child',
  'children.playAs': 'Play as {name}',
  'children.edit': 'Edit',
  'children.remove': 'Remove',
  'children.download': 'Download data',
  'children.activities_one': '{count} activity done',
  'children.activities_other': '{count} activities done',
  'children.coins_one': '{count} coin',
  'children.coins_other': '{count} coins',
  'children.units_one': '{count} unit unlocked',
  'children.units_other': '{count} units unlocked',
  'children.lastPlayed': 'Last played {date}',
  'children.neverPlayed': 'Not played yet',
  'children.plan': 'Plan: {plan} until {date}',
  'children.noPlan': 'Free lessons',
  'children.buyPlan': 'Plans for {name}',
  'children.removeTitle': 'Remove {name}?',
  'children.removeText':
    'All of {name}’s coins, progress and plans are deleted from Kalike for good. Payment records stay, as the law requires. Type your password to confirm.',
  'children.removeConfirm': 'Remove for good',
  'children.removed': '{name} is removed, with all their data.',
  'children.removeActive': 'Switch to another child before removing this one.',
  'children.limit': 'An account can have at most {max} children.',
  'children.addTitle': 'Add a child',
  'children.addSubtitle': 'The name your child will see in Kalike.',
  'children.added': '{name} is added.',
  'children.editTitle': 'Edit {name}',
  'children.wrongPassword': 'That is not the right password.',
  'children.consentFor': 'Your consent for this child',
  'children.cardsFor': '{name}’s plans, coins and settings',
  'children.pickSpoken': 'Who is playing? Tap your picture.',
  'children.listen': 'Listen: who is playing?',
  'children.saved': 'Saved.',
  // A change of the privacy policy that asks the parent again (issue 32): the parent area's notice.
  'children.policy.title': 'The privacy policy has changed',
  'children.policy.intro':
    'Since you last agreed, we have changed what Kalike keeps about your family, or why. Please read what changed, and agree again for each child.',
  'children.policy.whatChanged': 'What changed',
  'children.policy.read': 'Read the whole privacy policy',
  'children.policy.confirm': 'Before you agree',
  'children.policy.isGuardian': 'I am the parent or legal guardian of each child I agree for.',
  'children.policy.tickBoth': 'Please tick both boxes first.',
  'children.policy.lastAgreed': '{name}: you last agreed on {date}.',
  'children.policy.neverAgreed': '{name}: no consent of yours is on record.',
  'children.policy.agreeFor': 'I agree for {name}',
  'children.policy.agreeAll': 'I agree for all my children',
  'children.policy.agreeNote':
    'Each agreement records your consent to the privacy policy of {date} for that child.',
  'children.policy.ifNot':
    'If you do not agree for a child, you can remove that child below, or delete your account. Until you agree, this notice stays here.',
  'children.policy.recorded': 'Your consent is recorded.',
  'children.policy.thanks': 'Thank you. Your consent is recorded for every child.',
  'children.policy.changedAgain':
    'The policy changed again while you were reading. Please read what changed now.',
  // Plans and payments (/paymentPlans)
  'plans.page': 'Plans',
  'plans.title': 'Plans for {name}',
  'plans.for': 'Class {grade} · {board} · {medium} medium · prices for one year',
  'plans.loading': 'Loading the plans…',
  'plans.loadFailed': 'We could not load the plans. Check your internet connection and try again.',
  'plans.ALL_ACCESS.name': 'All Access',
  'plans.ALL_ACCESS.features':
    'Every unit of every subject of your class|Every video lesson|Every activity, with coins|For one whole year',
  'plans.VAV.name': 'Video lessons',
  'plans.VAV.features':
    'Every video lesson of your class: short lessons of 1 to 2 minutes, each spoken in your medium, with captions|Watch as often as you like|For one whole year',
  'plans.price': '{price} a year',
  'plans.buy': 'Buy {plan}',
  'plans.renew': 'Add one more year',
  'plans.active': 'Active until {date}',
  'plans.paying': 'Opening the payment…',
  'plans.success': 'Payment successful! {plan} is active until {date}.',
  'plans.failed': 'The payment did not go through, so nothing has changed. You can try again.',
  'plans.cancelled': 'The payment was cancelled. Nothing has changed.',
  'plans.error': 'We could not start the payment. Please try again.',
  'plans.subscribe': 'Subscribe',
  'plans.orSubscribe': 'Or open everything with a plan:',
  'plans.videosOpen': 'Videos open with your plan',
  // The built-in test gateway (single-host mode): it stands where Razorpay Checkout would
  'gateway.title': 'Kalike test payment',
  'gateway.notice': 'This is the test payment page: no real money moves. Choose what should happen.',
  'gateway.amount': 'Amount: {price}',
  'gateway.succeed': 'Pay successfully',
  'gateway.fail': 'Make the payment fail',
  // Video player (spec §2, §4, §9)
  'video.play': 'Play the video',
  'video.pause': 'Pause the video',
  'video.rewind': 'Back 10 seconds',
  'video.forward': 'Forward 10 seconds',
  'video.seek': 'Video position',
  'video.mute': 'Mute',
  'video.unmute': 'Unmute',
  'video.volume': 'Volume',
  'video.fullscreen': 'Full screen',
  'video.exitFullscreen': 'Exit full screen',
  'video.close': 'Close video',
  // My Account (/user-profile, islands/account): read mostly by parents; children see their picture
  // and coins. Page title first.
  'account.page': 'My Account',
  'account.loading': 'Loading…',
  'account.loadFailed': 'We could not load this. Check your internet connection and try again.',
  'account.retry': 'Try again',
  // Under a list that shows only its first lines, e.g. "Show all 24".
  'account.showAll': 'Show all {count}',
  'account.showFewer': 'Show fewer',
  'account.error.tooLong': 'Please keep this under {max} characters.',
  'account.profile.title': 'Profile',
  'account.profile.gender': 'Girl or boy',
  'account.profile.school': 'School',
  // The taluk, district and state on one line, e.g. "Maddur, Mandya, Karnataka".
  'account.profile.place': 'Place',
  'account.profile.phone': 'Parent’s phone',
  'account.profile.phoneNote': 'The phone number is the login, so it cannot be changed here.',
  'account.profile.email': 'E-mail',
  // Hint under the school and e-mail fields of the edit form.
  'account.profile.optional': 'Optional.',
  'account.profile.genderHint': 'Optional: it only sets the colour and shape of the picture.',
  'account.profile.stateHint': 'Optional: used only for the tax on a payment.',
  // Shown for an empty optional field (gender, school, place, e-mail).
  'account.profile.notGiven': 'Not given',
  'account.profile.edit': 'Edit profile',
  'account.profile.editTitle': 'Change the details',
  'account.profile.save': 'Save changes',
  'account.profile.cancel': 'Cancel',
  'account.profile.saved': 'Saved! The profile is up to date.',
  'account.password.title': 'Change password',
  'account.password.current': 'Current password',
  'account.password.new': 'New password',
  'account.password.currentRequired': 'Please type the current password.',
  'account.password.same': 'The new password must be different from the current one.',
  'account.password.save': 'Save new password',
  'account.password.changed':
    'Password changed. Any other phone signed in to this account is now signed out.',
  'account.password.changedLogin': 'Password changed. Please log in again with the new password.',
  'account.plans.title': 'Plans',
  'account.plans.none': 'No plan yet. The first unit of every subject is free, and coins open more units.',
  'account.coins.title': 'Coins',
  'account.coins.balance': 'Coins to spend',
  'account.coins.earned': 'Coins earned in all',
  'account.coins.history': 'Coin history',
  'account.coins.showMore': 'Show more',
  'account.coins.older': 'Show older coins',
  'account.coins.none': 'No coins yet. Finish an activity or check in each day to earn some!',
  'account.activities.title': 'Finished activities',
  'account.activities.count': 'Activities finished in all',
  'account.activities.latest': 'Latest',
  // One finished activity: the best of its tries, e.g. "Best score 4 / 5".
  'account.activities.best': 'Best score {score} / {total}',
  'account.activities.none': 'No activities finished yet.',
  // The progress chart for parents: four weeks, one bar per subject.
  'account.progress.title': 'Progress in the last four weeks',
  'account.progress.intro': 'For parents: what your child did each week, subject by subject.',
  // Names the pair of buttons that switch the chart between activities and coins.
  'account.progress.show': 'Show',
  'account.progress.activities': 'Activities',
  'account.progress.coins': 'Coins',
  'account.progress.chartActivities': 'Activities finished each week, by subject',
  'account.progress.chartCoins': 'Coins earned from activities each week, by subject',
  // Read by screen readers after the chart's title, e.g. "Totals for the four weeks: Maths 5, EVS 2."
  'account.progress.summary': 'Totals for the four weeks: {list}.',
  'account.progress.empty': 'Nothing yet in these four weeks. Each finished activity makes the bars grow.',
  'account.progress.showNumbers': 'Show the numbers',
  'account.progress.subject': 'Subject',
  // The weekly report of one child for the parent (islands/account/WeeklyReport.tsx), e.g.
  // "Anu’s week". The figures are big numbers with a label under each.
  'account.report.title': '{name}’s week',
  // The week shown, e.g. "Week of 5–11 Jan".
  'account.report.week': 'Week of {range}',
  'account.report.inProgress': 'This week is not over yet: the numbers can still grow.',
  'account.report.previousWeek': 'Previous week',
  'account.report.nextWeek': 'Next week',
  // Labels under the big numbers; the number itself is shown above the label.
  'account.report.activities_one': 'activity done',
  'account.report.activities_other': 'activities done',
  'account.report.minutes_one': 'minute of learning',
  'account.report.minutes_other': 'minutes of learning',
  'account.report.coins_one': 'coin earned',
  'account.report.coins_other': 'coins earned',
  'account.report.units_one': 'unit finished',
  'account.report.units_other': 'units finished',
  // Under each big number: the same figure for the week before, e.g. "Week before: 4".
  'account.report.weekBefore': 'Week before: {count}',
  'account.report.minutesNote':
    'Minutes are an estimate from each video’s length and each activity’s time limit, not a measured time.',
  'account.report.empty': 'No activities this week.',
  'account.report.finishedUnits': 'Units finished this week',
  'account.report.revisit': 'Topics to practise again',
  'account.report.revisitHint': 'Topics where the best score this week was under 60%.',
  // One topic to practise, e.g. "Maths · best score 40%".
  'account.report.topicScore': '{subject} · best score {percent}%',
  'account.report.nothingToRevisit': 'Nothing to practise again this week. Well done!',
  'account.report.weakSkills': 'Maths skills that need practice',
  'account.report.weakSkillsHint':
    'Questions missed here come back on the home screen under “Practise what I missed”.',
  'account.report.skillScore': '{percent}% right lately',
  // The reading corner's part of the week (issue 30): big numbers with a label under each.
  'account.report.reading': 'Stories',
  'account.report.stories_one': 'story read',
  'account.report.stories_other': 'stories read',
  'account.report.readingMinutes_one': 'minute with stories',
  'account.report.readingMinutes_other': 'minutes with stories',
  'account.report.pagesRecorded_one': 'page read aloud and recorded',
  'account.report.pagesRecorded_other': 'pages read aloud and recorded',
  'account.report.readingNote':
    'Minutes with stories are measured on the phone: the time each story was open, listening or reading.',
  // The parent's choice of the weekly report by SMS (islands/account/ReportSettings.tsx).
  'account.reportSettings.title': 'Weekly report by SMS',
  'account.reportSettings.intro':
    'Every Monday, one short SMS per child to your phone: last week’s activities, minutes, coins, units finished and topics to practise.',
  'account.reportSettings.optIn': 'Send me the weekly report by SMS',
  'account.reportSettings.language': 'Language of the SMS',
  'account.reportSettings.english': 'English',
  'account.reportSettings.kannada': 'Kannada',
  'account.reportSettings.failed': 'We could not save this. Check your internet connection and try again.',
  // Parent gate and parent area (islands/account/ParentGate.tsx, parentArea.ts): My Account, plans,
  // receipts and the data page open only after a grown-up answers a times-table question.
  // Title of the gate's dialog; a child who cannot read it still sees a question for grown-ups.
  'parentGate.title': 'Ask a grown-up',
  'parentGate.intro': 'This part is for parents: plans, payments and your child’s data. Please answer:',
  // The question, with the numbers written as words (filled from parentGate.number.N), e.g. "What is seven times eight?"
  'parentGate.question': 'What is {a} times {b}?',
  'parentGate.number.4': 'four',
  'parentGate.number.5': 'five',
  'parentGate.number.6': 'six',
  'parentGate.number.7': 'seven',
  'parentGate.number.8': 'eight',
  'parentGate.number.9': 'nine',
  // Names the two boxes that show the digits typed on the keypad.
  'parentGate.answer': 'Your answer',
  'parentGate.erase': 'Delete the last digit',
  // After a wrong answer; no hint is given.
  'parentGate.wrong': 'That is not right. Here is a new question.',
  // Link back to the child's screens; also the dialog's close button.
  'parentGate.back': 'Back to learning',
  // On the page behind the gate.
  'parentGate.behind': 'This part is for grown-ups.',
  // The gate when the parent chose a PIN (account.lock.*) instead of the question.
  'parentGate.pinIntro':
    'This part is for parents: plans, payments and your child’s data. Please type your parent PIN.',
  // Names the four boxes that fill with dots as the PIN is typed.
  'parentGate.pin': 'Parent PIN',
  // Read by screen readers from the PIN's boxes, which show dots, e.g. "2 of 4 digits typed".
  'parentGate.pinTyped': '{count} of {total} digits typed',
  'parentGate.pinWrong': 'That PIN is not right. Please try again.',
  // Under the PIN's keypad: the password always opens the parent area too.
  'parentGate.forgotPin': 'Forgot the PIN? Use your password',
  // The gate when the parent chose the password, or forgot the PIN.
  'parentGate.passwordIntro':
    'This part is for parents: plans, payments and your child’s data. Please type the password you log in with.',
  'parentGate.password': 'Password',
  'parentGate.show': 'Show',
  'parentGate.hide': 'Hide',
  'parentGate.open': 'Open',
  'parentGate.passwordWrong': 'That password is not right. Please try again.',
  // After too many wrong PINs or passwords; {count} is the minutes left to wait.
  'parentGate.locked_one': 'Too many wrong tries. Please try again in {count} minute.',
  'parentGate.locked_other': 'Too many wrong tries. Please try again in {count} minutes.',
  // A PIN or a password is checked by Kalike's server: no internet, no check.
  'parentGate.offline': 'Checking this needs the internet. Please connect and try again.',
  'parentGate.loadFailed': 'We could not load this. Check your internet connection and try again.',
  'parentGate.retry': 'Try again',
  // On the child's screens where a plan would open a locked unit: no price, no "buy".
  'parentGate.askGrownUp': 'A grown-up can open every unit with a plan.',
  'parentGate.forGrownUps': 'For grown-ups',
  // Plans page (/paymentPlans) once All Access is bought: the video plan is part of it.
  'plans.included': 'Included in your All Access plan',
  'plans.startLearning': 'Start learning',
  // A receipt: the label of the company's tax number (domain/site.config.ts) and the receipt's number.
  'account.payments.gstin': 'GSTIN',
  'account.payments.number': 'Receipt number',
  // Issue 27: the GST a paid price includes, and a receipt of a server with no company configured.
  'account.payments.gstIncluded': 'Price includes GST of {tax} ({rate} %)',
  'account.payments.taxable': 'Taxable value',
  'account.payments.cgst': 'CGST ({rate} %)',
  'account.payments.sgst': 'SGST ({rate} %)',
  'account.payments.igst': 'IGST ({rate} %)',
  'account.payments.testReceipt': 'Test receipt: not a tax invoice',
  'account.payments.testReceiptWhy':
    'This copy of Kalike has no company details set up, so this is only a record of a test payment.',
  // The data page (/my-data): the same data as the downloaded file, to read or print as PDF.
  'account.data.read': 'Read it on a page',
  'dataPage.page': 'Your child’s data',
  'dataPage.title': 'Everything Kalike keeps about {name}',
  'dataPage.intro':
    'A copy made on {date}. To keep it as a PDF, use Print and choose “Save as PDF”. The downloaded file holds the same data.',
  'dataPage.print': 'Print or save as PDF',
  'dataPage.backToAccount': 'Back to My Account',
  'dataPage.profile': 'Profile',
  'dataPage.name': 'Name',
  'dataPage.class': 'Class',
  'dataPage.joined': 'Account made on',
  'dataPage.consents': 'Consent',
  // One consent record, e.g. "Given by Shobha on 12 Nov 2026 (privacy policy version 2026-11-01)".
  'dataPage.consent': 'Given by {name} on {date} (privacy policy version {version})',
  'dataPage.activities': 'Activities',
  'dataPage.activity': 'Activity',
  'dataPage.topic': 'Topic',
  'dataPage.score': 'Score',
  'dataPage.date': 'Date',
  'dataPage.coins': 'Coins',
  'dataPage.coinsTotal': 'Coins to spend now: {count}',
  'dataPage.amount': 'Coins',
  'dataPage.reason': 'For',
  'dataPage.reason.activity': 'An activity',
  'dataPage.reason.check-in': 'Daily check-in',
  'dataPage.reason.unlock': 'Unlocking a unit',
  'dataPage.reason.correction': 'Correction',
  'dataPage.reason.streak': 'Streak reward',
  'dataPage.reason.story': 'A story read',
  'dataPage.payments': 'Payments',
  'dataPage.none': 'None.',
  'dataPage.deleteIntro':
    'Deleting the account deletes, at once, what this page lists, for every child of the account. We first send a code to your phone.',
  // The parts of the file not listed on the page, with how many rows each has.
  'dataPage.other':
    'Also in the file: notifications ({notifications}), logins ({sessions}), SMS messages ({messages}) and unlocked units ({unlocks}).',
  // The parent's rights under India's Digital Personal Data Protection Act 2023.
  'account.data.title': 'Your data',
  'account.data.intro':
    'India’s data protection law (the DPDP Act) lets you, the parent, get a copy of everything Kalike keeps about your child, and delete the account.',
  'account.data.download': 'Download all data',
  'account.data.downloaded': 'Saved as {file} in your downloads.',
  'account.delete.open': 'Delete account',
  'account.delete.title': 'Delete the account for good?',
  'account.delete.what': 'This deletes, at once and for good:',
  'account.delete.item.profile': 'the profile: name, class, school and place',
  'account.delete.item.learning': 'progress, scores and finished activities',
  'account.delete.item.coins': 'coins and unlocked units',
  'account.delete.item.other': 'notifications, the consent record and the login on every phone',
  'account.delete.kept': 'Only payment records are kept, because the law requires them for accounts and tax.',
  'account.delete.undo': 'This cannot be undone.',
  'account.delete.codeInfo': 'To be sure it is you, we send a 6-digit code by SMS to {phone}.',
  'account.delete.send': 'Send the code',
  'account.delete.keep': 'Keep the account',
  'account.delete.enterCode': 'Type the 6-digit code sent to {phone}.',
  'account.delete.confirm': 'Delete the account now',
  'account.payments.title': 'Payments and receipts',
  'account.payments.none': 'No payments yet.',
  'account.payments.receipt': 'Receipt {number}',
  'account.payments.paid': 'Paid',
  'account.payments.failed': 'Did not go through',
  'account.payments.view': 'View receipt',
  'account.payments.print': 'Print',
  'account.payments.date': 'Date',
  'account.payments.plan': 'Plan',
  'account.payments.amount': 'Amount paid',
  'account.payments.paymentId': 'Payment ID',
  'account.payments.student': 'Student',
  // The content team's preview (/preview, issue 19): for editors and teachers checking a topic
  // before children see it. Not shown to children.
  'preview.page': 'Content preview',
  'preview.intro':
    'For the content team: pick a topic and see every activity of it as a child does, from the curriculum files as they are saved now. Try the answers, or show them; nothing is scored or saved.',
  'preview.otherLanguage': 'See this page in Kannada',
  'preview.set': 'Content set',
  'preview.set.english-medium': 'English medium',
  'preview.set.kannada-medium': 'Kannada medium',
  'preview.grade': 'Class',
  'preview.gradeN': 'Class {n}',
  'preview.subject': 'Subject',
  'preview.topic': 'Topic',
  'preview.topicOption': 'Unit {unit} · {chapter} · {topic}',
  'preview.loading': 'Loading the curriculum…',
  'preview.loadFailed': 'The curriculum could not be loaded. Check that the server is running and try again.',
  'preview.off':
    'The preview is switched off on this server (it is on in development, or with CONTENT_PREVIEW=1).',
  'preview.notFound': 'The curriculum files no longer have this topic. Pick another one.',
  'preview.noProblems': 'The curriculum files have no problems.',
  'preview.problems': 'Problems in the curriculum files: {count} (npm run content:check lists the same)',
  'preview.file': 'File: {file}',
  'preview.kind.mcq': 'Multiple choice',
  'preview.kind.fill': 'Fill in the blank',
  'preview.kind.match': 'Match the pairs',
  'preview.kind.classify': 'Sort into groups',
  'preview.kind.video': 'Video',
  'preview.kind.practice': 'Generated practice',
  'preview.review': 'Review: {state}',
  'preview.review.written': 'written',
  'preview.review.teacher-checked': 'checked by a teacher',
  'preview.review.editor-checked': 'checked by an editor',
  'preview.review.approved': 'approved',
  'preview.timer': 'Timer: {seconds} s',
  'preview.practice':
    'Skill {skill}, level {level}, {count} items. Shown with fixed examples; each child gets new ones every day.',
  'preview.video':
    'Video “{title}”, {length} long. Children watch it in the app; the preview shows its title and length only.',
  'preview.showAnswers': 'Show the answers',
  'preview.hideAnswers': 'Hide the answers',
  'preview.tryAgain': 'Try again',
  'preview.answers': 'Answers and feedback',
  'preview.rightAnswer': 'Right answer:',
  'preview.feedback': 'Feedback:',
  // The review queue (/review, issue 28): for the content team's reviewers and authors.
  'review.page': 'Review queue',
  'review.intro':
    'For reviewers: every item waiting for your check, as a child sees and hears it. Read all of it against the checklist (curriculum/REVIEW.md), then pass it, or return it to its author with a note. Your check is written into the curriculum file.',
  'review.link': 'Review queue: check items and record your check',
  'review.toPreview': 'Back to the content preview',
  'review.handle': 'Your handle',
  'review.handleHint': 'Such as @meera. Kept in this browser. Nobody checks an item they wrote.',
  'review.handleInvalid': 'A handle is an @ and then letters, digits or hyphens, such as @meera.',
  'review.handleNeeded': 'Give your handle first (such as @meera).',
  'review.queue': 'Queue',
  'review.queue.subject': 'Subject check ({count})',
  'review.queue.language': 'Language check ({count})',
  'review.queue.author': 'Returned to authors ({count})',
  'review.items': 'Items in this queue: {count}',
  'review.where': 'Unit {unit} · {topic}',
  'review.empty': 'Nothing in this queue for this subject.',
  'review.readOnly':
    'This server does not write to the curriculum files (production). Record checks on a content-editing server: npm run dev or npm start.',
  'review.hash': 'content hash {hash}',
  'review.author': 'Written by {author}',
  'review.noAuthor': 'No author named: no check can be recorded',
  'review.checks': 'Checks so far',
  'review.noChecks': 'No check yet.',
  'review.check.subject': 'Subject check',
  'review.check.language': 'Language check',
  'review.check.line': '{check}: {result} by {by} on {date}',
  'review.check.stale': '(on earlier words)',
  'review.result.passed': 'passed',
  'review.result.returned': 'returned',
  'review.changes': 'What changed since the {check} by {by} ({date})',
  'review.noDiff':
    'The words it was checked on are in no committed version of the file: read the whole item.',
  'review.authorHint':
    "Returned to its author: fix what the notes say in the file and save it. It then goes back to the reviewers' queues.",
  'review.decide': 'Your {check}',
  'review.checklist':
    'Against the checklist of {version} (curriculum/REVIEW.md). Read every part of the item, listen to every speaker, then decide.',
  'review.noChecklist': 'curriculum/REVIEW.md has no Version line: no check can be recorded.',
  'review.note': 'Note for the author (needed to return the item)',
  'review.noteRequired': 'Write a note saying what to fix before you return the item.',
  'review.pass': 'Passed',
  'review.return': 'Return to the author',
  'review.saved.passed': 'Your check is saved in the file: passed.',
  'review.saved.returned': 'Returned to the author with your note.',
  'review.approvedNow': 'Both checks have passed: the item is approved.',
  'review.error.OWN_ITEM': 'You wrote this item: another reviewer checks it.',
  'review.error.ITEM_CHANGED': 'The item changed since you opened it. Read it again, then decide.',
  'review.error.NOT_RECORDABLE': 'The file cannot take a check now: npm run content:check says why.',
  'review.error.failed': 'The check could not be saved. Try again.',
  'review.error.otherScript':
    'Your notes have a letter of another script (Malayalam or Devanagari, say, that looks like a Kannada one). Write them in Kannada or English letters.',
  'review.stories.page': 'Review queue: stories',
  'review.stories.intro':
    'For reviewers: the reading corner’s stories waiting for your check. Read every page, look at its pictures and listen to its voice, then read the questions, against the checklist’s story section (curriculum/REVIEW.md). Your check is written into the story’s file.',
  'review.stories.link': 'Stories of the reading corner',
  'review.stories.toActivities': 'Back to the activities’ review queue',
  'review.stories.language': 'Stories in',
  'review.stories.items': 'Stories in this queue: {count}',
  'review.stories.empty': 'No story in this queue for this language.',
  'review.stories.changed': 'The story changed since a check: read all of it again.',
  'review.stories.authorHint':
    'Returned to its author: fix what the note says in the story’s file and save; then `npm run stories:audio` makes its new clips and it goes back to the reviewers.',
  'review.stories.listen': 'Listen to page {n}',
  'review.stories.noClip': 'This page has no clip yet: run npm run stories:audio.',
  'review.stories.key': 'the right answer',
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
