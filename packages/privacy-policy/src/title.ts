/** The policy's name: the link's default text and the drawer's title. */
export const PRIVACY_POLICY_TITLE = 'Políticas de privacidad';
