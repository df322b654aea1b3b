import { z } from 'zod';

/** Field schemas written once and reused by forms and routes. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Email is required.')
  .max(254, 'Email is too long.')
  .pipe(z.email('Please enter a valid email address.'));

export const httpUrlSchema = z
  .string()
  .trim()
  .max(2048, 'Link is too long.')
  .pipe(z.url({ protocol: /^https?$/, error: 'Please enter a valid http or https link.' }));

export const uuidSchema = z.uuid('Invalid id.');

/** Bounded, trimmed, required text. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);
