/** Set on `<html>` once the page works: from then on text asks for Kanit (global.css.ts). */
export const KANIT_ATTRIBUTE = 'data-kanit';
