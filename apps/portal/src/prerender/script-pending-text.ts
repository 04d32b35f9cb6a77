/** What a page drawn from HTML says when its script has not run after a while (ScriptPendingNotice). */
export const SCRIPT_PENDING_TEXT =
  'La página no terminó de cargar. Revisá tu conexión y que JavaScript esté activado en tu navegador, y volvé a cargarla.';
