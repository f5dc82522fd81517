/** Joins the truthy class names: `classNames('a', cond && 'b')`. */
export const classNames = (...names: (string | false | null | undefined)[]): string => names.filter(Boolean).join(' ');
