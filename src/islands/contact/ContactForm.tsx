import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { PHONE_LENGTH } from '../../../domain/contract/catalog.ts';
import {
  CONTACT_LIMITS,
  type ContactField,
  type ContactRequest,
  contactRequestSchema,
} from '../../../domain/contract/contact.ts';
import { ERROR_CODES } from '../../../domain/contract/errors.ts';
import type { Locale } from '../../../domain/contract/locale.ts';
import { normalisePhone, PHONE_INPUT_MAX_LENGTH } from '../../../domain/contract/phone.ts';
import type { MessageKey, Messages } from '../../../domain/i18n/en.ts';
import { createTranslate } from '../../../domain/i18n/translate.ts';
import { sendContactMessage } from '../../client/contact.ts';
import { ApiError } from '../../client/http.ts';
import { showToast } from '../../stores/toast.ts';
import { useHydrated } from '../ui/useHydrated.ts';
import './ContactForm.css';

interface Props {
  locale: Locale;
  messages: Partial<Messages>;
}

const FIELDS: ContactField[] = ['name', 'company', 'email', 'phone', 'message'];
type Values = Record<ContactField, string>;
type Errors = Partial<Record<ContactField, string>>;
const LIMITS: Record<ContactField, number> = { ...CONTACT_LIMITS, email: 254, phone: PHONE_LENGTH };

/** What is sent: an empty e-mail or phone is left out (one of them is enough), the phone as 10 digits. */
function request(values: Values, locale: Locale): ContactRequest {
  const email = values.email.trim();
  const phone = normalisePhone(values.phone);
  return {
    name: values.name,
    company: values.company,
    message: values.message,
    locale,
    ...(email ? { email } : {}),
    ...(phone ? { phone } : {}),
  };
}

/** Checks the form with the same schema the API uses; returns an issue code per bad field. */
function validate(values: Values, locale: Locale): Errors {
  const result = contactRequestSchema.safeParse(request(values, locale));
  const errors: Errors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** What the fields hold now. They are uncontrolled, so text typed before hydration is kept. */
function readForm(form: HTMLFormElement | null): Values {
  const data = form ? new FormData(form) : new FormData();
  return Object.fromEntries(FIELDS.map((field) => [field, String(data.get(field) ?? '')])) as Values;
}

/**
 * The contact form of /contactUs (spec §2, §5): Name, Company and Message required, and an e-mail
 * address or a phone number, at least one (issue 27: the e-mail was required).
 */
export default function ContactForm({ locale, messages }: Props) {
  const t = createTranslate(messages);
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [messageLength, setMessageLength] = useState(0);
  const ready = useHydrated();
  useEffect(() => {
    setMessageLength(readForm(formRef.current).message.length);
  }, []);

  const errorText = (field: ContactField) => {
    const code = errors[field];
    return code ? t(`contact.error.${field}.${code}` as MessageKey, { max: LIMITS[field] }) : '';
  };

  const focusFirstError = (found: Errors) => {
    const first = FIELDS.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onChange = () => {
    const values = readForm(formRef.current);
    setMessageLength(values.message.length);
    // After the first attempt, errors follow the typing, so a fixed field clears at once.
    if (touched) setErrors(validate(values, locale));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setTouched(true);
    const values = readForm(formRef.current);
    const found = validate(values, locale);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    setSending(true);
    try {
      await sendContactMessage(request(values, locale));
      showToast('success', t('contact.sent'));
      formRef.current?.reset();
      setMessageLength(0);
      setTouched(false);
    } catch (error) {
      if (
        error instanceof ApiError &&
        error.code === ERROR_CODES.validation &&
        Object.keys(error.fields).length
      ) {
        const fromServer = error.fields as Errors;
        setErrors(fromServer);
        focusFirstError(fromServer);
        showToast('error', t('error.invalid'));
      } else if (error instanceof ApiError && error.code === ERROR_CODES.rateLimited) {
        showToast('error', t('error.rateLimited'));
      } else if (error instanceof ApiError && error.status === 0) {
        showToast('error', t('error.network'));
      } else {
        showToast('error', t('error.server'));
      }
    } finally {
      setSending(false);
    }
  };

  const replyHintId = `${id}-reply-hint`;
  const field = (
    name: ContactField,
    input: (props: FieldProps) => React.ReactNode,
    { hint, optional = false }: { hint?: string; optional?: boolean } = {},
  ) => {
    const inputId = `${id}-${name}`;
    const errorId = `${inputId}-error`;
    const hintId = hint ? `${inputId}-hint` : undefined;
    const message = errorText(name);
    return (
      <div className={`contact-form__field${message ? ' has-error' : ''}`}>
        <label htmlFor={inputId}>
          {t(`contact.${name}`)}
          {optional ? (
            <span className="contact-form__optional"> ({t('contact.optional')})</span>
          ) : (
            <>
              <span className="contact-form__required" aria-hidden="true">
                {' '}
                *
              </span>
              <span className="sr-only"> ({t('contact.required')})</span>
            </>
          )}
        </label>
        {hint && (
          <p className="contact-form__hint" id={hintId}>
            {hint}
          </p>
        )}
        {input({
          id: inputId,
          name,
          required: !optional,
          'aria-invalid': message ? true : undefined,
          'aria-describedby':
            [hintId, optional ? replyHintId : undefined, message ? errorId : undefined]
              .filter(Boolean)
              .join(' ') || undefined,
          onChange,
        })}
        {message && (
          <p className="contact-form__error" id={errorId}>
            {message}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      ref={formRef}
      className="contact-form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('contact.formLabel')}
    >
      {field('name', (p) => (
        <input {...p} type="text" autoComplete="name" />
      ))}
      {field(
        'company',
        (p) => (
          <input {...p} type="text" autoComplete="organization" />
        ),
        { hint: t('contact.companyHint') },
      )}
      <p className="contact-form__hint" id={replyHintId}>
        {t('contact.replyHint')}
      </p>
      {field(
        'email',
        (p) => (
          <input {...p} type="email" inputMode="email" autoComplete="email" spellCheck={false} />
        ),
        { optional: true },
      )}
      {field(
        'phone',
        (p) => (
          <input
            {...p}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={PHONE_INPUT_MAX_LENGTH}
          />
        ),
        { optional: true },
      )}
      {field('message', (p) => (
        <>
          <textarea {...p} rows={6} />
          <p className="contact-form__counter" aria-hidden="true">
            {t('contact.counter', { count: messageLength, max: LIMITS.message })}
          </p>
        </>
      ))}
      <button
        className="button contact-form__submit"
        type="submit"
        disabled={!ready || sending}
        aria-busy={sending}
      >
        {sending ? t('contact.sending') : t('contact.submit')}
      </button>
    </form>
  );
}

type FieldProps = {
  id: string;
  name: string;
  required: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  onChange: () => void;
};
