import type { ReactNode } from 'react';
import '../ui/forms.css';

/** The card every sign-up and login screen sits in: a heading, a line under it, the form. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="auth-card" aria-labelledby="auth-title">
      <h1 id="auth-title" className="auth-card__title">
        {title}
      </h1>
      {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
      {children}
    </section>
  );
}
