/** Text written into HTML by hand (the head, the page's frame): escaped once, here. */

/** A value inside a double-quoted attribute. */
export const escapeAttr = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Text between tags. */
export const escapeText = (value: string): string => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
