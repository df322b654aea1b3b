import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Scanner } from '@tailwindcss/oxide';
import { createTailwindMerge, type DefaultClassGroupIds, getDefaultConfig, twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { CLASS_GROUPS, cn, onlyGroups } from './utils';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every class in the app's source, found the way Tailwind finds the classes it writes CSS for. */
const candidates = new Scanner({ sources: [{ base: src, pattern: '**/*.{ts,tsx}', negated: false }] }).scan();
/** The ones tailwind-merge knows: it keeps a class it does not know twice, and merges one it knows. */
const known = candidates.filter((name) => twMerge(`${name} ${name}`) === name);

/** The class groups (of all of tailwind-merge's) that at least one of `classes` belongs to. */
function groupsOf(classes: string[]): DefaultClassGroupIds[] {
  const config = getDefaultConfig();
  return (Object.keys(config.classGroups) as DefaultClassGroupIds[]).filter((group) => {
    const mergeOne = createTailwindMerge(() => onlyGroups(config, [group]));
    return classes.some((name) => mergeOne(`${name} ${name}`) === name);
  });
}

describe('cn', () => {
  it('lets later utilities override earlier ones', () => {
    expect(cn('px-2 py-1', 'p-3')).toBe('p-3');
    expect(cn('h-10 px-4', false, 'h-12')).toBe('px-4 h-12');
    expect(cn('text-sm text-muted-foreground', 'text-destructive')).toBe('text-sm text-destructive');
    expect(cn('hover:bg-primary/90', 'hover:bg-accent', 'focus-visible:ring-2')).toBe('hover:bg-accent focus-visible:ring-2');
  });

  it("knows exactly the class groups the app's classes belong to (CLASS_GROUPS)", () => {
    expect(known.length).toBeGreaterThan(300);
    const used = groupsOf(known);
    // A failure names the groups to add to CLASS_GROUPS in lib/utils.ts, or to take out of it.
    expect({
      missing: used.filter((group) => !CLASS_GROUPS.includes(group)),
      unused: CLASS_GROUPS.filter((group) => !used.includes(group)),
    }).toEqual({ missing: [], unused: [] });
  });

  it("merges any two of the app's classes as tailwind-merge with all of Tailwind's groups does", () => {
    // Classes conflict only under the same variants (hover:, sm:, data-[state=open]:): pair those.
    const byVariants = new Map<string, string[]>();
    for (const name of known) {
      const variants = name.slice(0, name.lastIndexOf(':') + 1);
      byVariants.set(variants, [...(byVariants.get(variants) ?? []), name]);
    }
    const differences: string[] = [];
    let pairs = 0;
    for (const names of byVariants.values()) {
      for (let i = 0; i < names.length; i += 1) {
        for (let j = i + 1; j < names.length; j += 1) {
          const both = `${names[i]} ${names[j]}`;
          pairs += 1;
          if (cn(both) !== twMerge(both)) differences.push(`${both} → ${cn(both)}, not ${twMerge(both)}`);
        }
      }
    }
    expect(pairs).toBeGreaterThan(10_000);
    expect(differences).toEqual([]);
  });
});
