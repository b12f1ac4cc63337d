import { type ExternalLink, siteConfig } from '../domain/site.config.ts';

/** The given external pages the company has supplied, in the given order; the rest are left out. */
export function configuredLinks<Name extends ExternalLink>(
  names: readonly Name[],
): { name: Name; href: string }[] {
  return names.flatMap((name) => {
    const href = siteConfig.links[name];
    return href ? [{ name, href }] : [];
  });
}
