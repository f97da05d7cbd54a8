import { SLUG_MAX } from '@scena/shared';
import { uniqueViolation } from '../../db/errors';
import { validationError } from '../../lib/form-validation';

const POLISH: Record<string, string> = {
  ą: 'a',
  ć: 'c',
  ę: 'e',
  ł: 'l',
  ń: 'n',
  ó: 'o',
  ś: 's',
  ź: 'z',
  ż: 'z',
};

/** Title → slug: Polish letters transliterated, other accents dropped, first 40 characters (spec 2 §5). */
export const slugify = (title: string, fallback: string): string => {
  const slug = title
    .toLowerCase()
    .replace(/[ąćęłńóśźż]/g, (letter) => POLISH[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
  return slug || fallback;
};

/** `base`, then `base-2`, `base-3`…, cut so the whole stays within 40 characters. */
export const slugCandidate = (base: string, attempt: number): string => {
  if (attempt <= 1) return base;
  const suffix = `-${attempt}`;
  return `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
};

/** The first free candidate given the slugs already taken with this prefix. */
export const firstFreeSlug = (base: string, taken: ReadonlySet<string>, startAt = 1): string => {
  for (let attempt = startAt; ; attempt += 1) {
    const candidate = slugCandidate(base, attempt);
    if (!taken.has(candidate)) return candidate;
  }
};

/** 'Odnośnik zajęty' on the slug field. */
export const slugTaken = () => validationError({ slug: 'catalog.validate.slug_taken' });

/**
 * Saves with a slug. An explicit slug that is taken answers 'Odnośnik zajęty' (also when another
 * save wins the race: the unique index decides). A generated slug picks the first free
 * `base`, `base-2`, … and retries if a concurrent save took it meanwhile.
 */
export const saveWithSlug = async <T>(options: {
  explicit: string | null;
  title: string;
  fallback: string;
  /** The item's current slug (an update may keep it). */
  own?: string;
  slugsLike: (prefix: string) => Promise<Set<string>>;
  write: (slug: string) => Promise<T>;
}): Promise<T> => {
  if (options.explicit) {
    try {
      return await options.write(options.explicit);
    } catch (error) {
      if (uniqueViolation(error)) throw slugTaken();
      throw error;
    }
  }
  const base = slugify(options.title, options.fallback);
  for (let round = 0; round < 5; round += 1) {
    const taken = await options.slugsLike(base.slice(0, 30));
    if (options.own) taken.delete(options.own);
    try {
      return await options.write(firstFreeSlug(base, taken));
    } catch (error) {
      if (!uniqueViolation(error)) throw error;
    }
  }
  throw slugTaken();
};
