// The contract's requirements (packages/api-client/CONTRACT.md) and the workflows that prove each.
// A requirement is one workflow named after it, or `parts`: workflows of its file that a service
// can give or allow separately (a part needing a provider's page is not tried against a real
// service, while the rest of the requirement is). `risk` names what a run does to the accounts it
// uses: such a workflow runs only against a service that accounts.json marks as a test service.
// `needs` names what only some harnesses give.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const WORKFLOWS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../packages/api-client/conformance');

export const RISKS = {
  lockout: 'bloquea la cuenta del primer vecino',
  revocation: 'cierra las sesiones de los vecinos de prueba',
  'mail-limit': 'agota el límite de correos de los vecinos de prueba',
  'support-requests': 'agota el límite de correos de los vecinos de prueba y presenta pedidos de soporte reales (api/solicitud)',
  'account-closing': 'registra una cuenta con un DNI sin registrar y la cierra al verificar ese DNI con un proveedor',
  'checkuser-limit': 'agota por 15 minutos las consultas de checkuser/ y los registros (customuser/) de esta máquina',
  linking: 'registra una cuenta con un segundo DNI sin registrar y la vincula a Nivel 2 con un proveedor',
};

export const REQUIREMENTS = [
  { id: 'R1', title: 'Datos personales solo para su titular', file: 'R1-personal-data.arazzo.yaml' },
  { id: 'R2', title: 'Un código que no se puede adivinar', file: 'R2-code-guessing.arazzo.yaml', risk: 'lockout' },
  { id: 'R3', title: 'Un código solo para el ingreso que lo pidió', file: 'R3-code-bound-to-sign-in.arazzo.yaml' },
  { id: 'R4', title: 'Cerrar sesión la termina en el servicio', file: 'R4-sign-out-revokes.arazzo.yaml', risk: 'revocation' },
  { id: 'R5', title: 'Un token de actualización robado se detecta', file: 'R5-refresh-reuse.arazzo.yaml', risk: 'revocation' },
  { id: 'R6', title: 'Las llamadas que envían correo están limitadas', file: 'R6-mail-limits.arazzo.yaml', risk: 'support-requests' },
  { id: 'R7', title: 'Ingreso con proveedor atado a su navegador (S256)', file: 'R7-provider-pkce.arazzo.yaml', needs: 'providerPages' },
  { id: 'R8', title: 'Contraseñas como pide OWASP ASVS 5.0', file: 'R8-passwords.arazzo.yaml', risk: 'revocation' },
  { id: 'R9', title: 'El DNI es la identidad', file: 'R9-dni-read-only.arazzo.yaml' },
  { id: 'R10', title: 'Un e-mail nuevo se confirma', file: 'R10-email-change.arazzo.yaml' },
  {
    id: 'R11',
    title: 'Niveles de identidad verdaderos',
    file: 'R11-assurance-levels.arazzo.yaml',
    parts: [
      { workflowId: 'R11', what: 'los niveles, las respuestas del host municipal y las de newalpha/' },
      { workflowId: 'R11-verification', what: 'la verificación con un proveedor', needs: 'providerPages' },
    ],
  },
  {
    id: 'R12',
    title: 'Un DNI reclamado vuelve a su titular',
    file: 'R12-dni-taken-back.arazzo.yaml',
    parts: [
      { workflowId: 'R12', what: 'el DNI que su titular verifica con un proveedor', risk: 'account-closing', needs: 'providerPages' },
      { workflowId: 'R12-checkuser-limit', what: 'el límite de checkuser/ y customuser/', risk: 'checkuser-limit' },
    ],
  },
  {
    id: 'R13',
    title: 'Restablecer anula lo pendiente',
    file: 'R13-resets-cancel-pending.arazzo.yaml',
    parts: [
      { workflowId: 'R13', what: 'lo pendiente que anulan un restablecimiento y logoutall/', risk: 'revocation' },
      { workflowId: 'R13-undo', what: 'el enlace que deshace un cambio de e-mail confirmado', risk: 'revocation' },
      {
        workflowId: 'R13-undo-level2',
        what: 'el proveedor que pide ese enlace en una cuenta de Nivel 2',
        risk: 'revocation',
        needs: 'providerPages',
      },
    ],
  },
  { id: 'R14', title: 'Las sesiones terminan', file: 'R14-sessions-end.arazzo.yaml', needs: 'fastClock' },
  { id: 'R15', title: 'El límite diario de códigos', file: 'R15-daily-code-limit.arazzo.yaml', risk: 'lockout' },
  { id: 'R16', title: 'Sin caché ni secretos en la URL', file: 'R16-no-store.arazzo.yaml' },
  {
    id: 'R17',
    title: 'Una cuenta se vincula, no se cierra',
    file: 'R17-provider-linking.arazzo.yaml',
    risk: 'linking',
    needs: 'providerPages',
  },
];

/** The workflows of a requirement: its parts, or the one workflow named after it. */
export const partsOf = (requirement) =>
  requirement.parts ?? [{ workflowId: requirement.id, what: requirement.title, risk: requirement.risk, needs: requirement.needs }];

export const workflowPath = (requirement) => join(WORKFLOWS_DIR, requirement.file);
