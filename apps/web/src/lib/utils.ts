import { type ClassValue, clsx } from 'clsx';
import { type Config, createTailwindMerge, type DefaultClassGroupIds, type DefaultThemeGroupIds, getDefaultConfig } from 'tailwind-merge';

type GroupId = DefaultClassGroupIds;

/**
 * The Tailwind class groups the app's classes belong to, in tailwind-merge's terms. `utils.test.ts`
 * keeps the list exact: it fails, naming the group, when a class in src/ belongs to a group not here
 * (or a group here is no longer used).
 */
export const CLASS_GROUPS: readonly GroupId[] = [
  'aspect', 'container', 'display', 'sr', 'object-fit', 'overflow', 'overflow-x', 'overflow-y', 'position',
  'inset', 'inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'visibility', 'z', 'flex-direction',
  'flex-wrap', 'flex', 'grow', 'shrink', 'order', 'grid-cols', 'col-start-end', 'col-start', 'row-start',
  'gap', 'gap-x', 'gap-y', 'justify-content', 'justify-items', 'justify-self', 'align-items', 'align-self',
  'p', 'px', 'py', 'pt', 'pr', 'pb', 'pl', 'm', 'mx', 'my', 'mt', 'mb', 'ml', 'space-y', 'size', 'w',
  'min-w', 'max-w', 'h', 'min-h', 'max-h', 'font-size', 'font-weight', 'font-family', 'fvn-spacing',
  'tracking', 'line-clamp', 'leading', 'list-style-type', 'text-alignment', 'text-color', 'text-decoration',
  'underline-offset', 'vertical-align', 'text-transform', 'text-overflow', 'text-wrap', 'whitespace', 'break', 'bg-color',
  'gradient-from', 'gradient-to', 'rounded', 'rounded-t', 'rounded-r', 'border-w', 'border-w-t',
  'border-w-r', 'border-w-b', 'border-w-l', 'border-style', 'border-color', 'border-color-b', 'divide-y', 'divide-color',
  'outline-style', 'outline-w', 'outline-color', 'outline-offset', 'shadow', 'shadow-color', 'ring-w', 'ring-color',
  'ring-offset-w', 'ring-offset-color', 'opacity', 'filter', 'transition', 'duration', 'animate', 'rotate',
  'translate-x', 'translate-y', 'accent', 'cursor', 'pointer-events', 'select', 'fill', 'stroke',
];

/** tailwind-merge's default configuration with only `groups` (and the conflicts among them). */
export function onlyGroups(
  config: Config<GroupId, DefaultThemeGroupIds>,
  groups: readonly GroupId[],
): Config<GroupId, DefaultThemeGroupIds> {
  const kept = new Set<string>(groups);
  // (tailwind-merge's types want every default group present; it works with any subset.)
  const pick = <R extends object>(record: R, only: (value: unknown) => unknown = (value) => value): R =>
    Object.fromEntries(Object.entries(record).flatMap(([group, value]) => (kept.has(group) ? [[group, only(value)]] : []))) as R;
  const keptOnly = (others: unknown) => (others as string[]).filter((other) => kept.has(other));
  return {
    ...config,
    classGroups: pick(config.classGroups),
    conflictingClassGroups: pick(config.conflictingClassGroups, keptOnly),
    conflictingClassGroupModifiers: pick(config.conflictingClassGroupModifiers, keptOnly),
  };
}

let config: Config<GroupId, DefaultThemeGroupIds> | undefined;
let defaults: Config<GroupId, DefaultThemeGroupIds> | undefined;

/** tailwind-merge's configuration, limited to the app's class groups; built once. */
function appConfig(): Config<GroupId, DefaultThemeGroupIds> {
  if (!config) {
    config = onlyGroups(defaults ?? getDefaultConfig(), CLASS_GROUPS);
    defaults = undefined;
  }
  return config;
}

/**
 * The first `cn()` builds tailwind-merge's configuration (all of Tailwind's 379 class groups, then
 * the app's ≈ 110 of them) and then its lookup from it, inside the page's first render: ≈ 10 ms on
 * this machine, ≈ 40 ms on Lighthouse's 4× slower phone. main.tsx calls these two, then `cn()`, each
 * in a task of its own before the first render.
 */
export function prepareCnDefaults(): void {
  if (!config) defaults ??= getDefaultConfig();
}

/** See `prepareCnDefaults`. */
export function prepareCn(): void {
  appConfig();
}

const merge = createTailwindMerge(appConfig);

/** Joins class names and lets later Tailwind utilities override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}
