// The few HTML pages and files the fake serves to the browser: provider sign-in pages, the
// hand-off service's landing page and the help links of the login screen.

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="es-AR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f2f4f8;color:#1b2430}
main{max-width:32rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 2px 8px #0002}
h1{font-size:1.5rem;margin-top:0}
.button{display:inline-block;padding:.75rem 1.25rem;border-radius:8px;background:#0b3d91;color:#fff;text-decoration:none;font-weight:600}
.button:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
code{background:#eef1f6;padding:.1rem .3rem;border-radius:4px;word-break:break-all}
small{color:#4a5568}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export const PROVIDER_NAMES = {
  afip: 'AFIP – Clave Fiscal',
  anses: 'ANSES – Clave de la Seguridad Social',
  miargentina: 'Mi Argentina',
  renaper: 'RENAPER – Validación de identidad',
} as const;

/**
 * The provider's page: one button per identity it knows. The first (the demo resident) reads
 * 'Ingresar como <name>'; the others 'Continuar como <name> (DNI …)', so the first is told apart.
 */
export function providerPage(options: {
  providerName: string;
  choices: { name: string; dni: number; continueUrl: string }[];
  cancelUrl: string;
}): string {
  const { providerName, choices, cancelUrl } = options;
  const [first, ...others] = choices;
  const button = (text: string, url: string) => `<p><a class="button" href="${escapeHtml(url)}">${escapeHtml(text)}</a></p>`;
  return page(
    `${providerName} (simulado)`,
    `<h1>${escapeHtml(providerName)}</h1>
<p>Esta página simula el ingreso con ${escapeHtml(providerName)} para el entorno de pruebas del Portal de Bahía Blanca.</p>
${first ? button(`Ingresar como ${first.name}`, first.continueUrl) : ''}
${
  others.length > 0
    ? `<h2>Otras personas</h2>
<p><small>Elegí quién confirma su identidad en esta prueba.</small></p>
${others.map((choice) => button(`Continuar como ${choice.name} (DNI ${choice.dni})`, choice.continueUrl)).join('\n')}`
    : ''
}
<p><a href="${escapeHtml(cancelUrl)}">Cancelar y volver al portal</a></p>`,
  );
}

export function handoffPage(options: { serviceName: string; alpha: string; residentName: string | null }): string {
  const { serviceName, alpha, residentName } = options;
  if (residentName === null) {
    return page(
      `${serviceName}: no se pudo iniciar sesión`,
      `<h1>${escapeHtml(serviceName)}: no se pudo iniciar sesión</h1>
<p>El código de acceso <code>${escapeHtml(alpha)}</code> no es válido o ya fue usado.</p>`,
    );
  }
  return page(
    `${serviceName}: sesión iniciada`,
    `<h1>${escapeHtml(serviceName)}: sesión iniciada</h1>
<p>Hola, ${escapeHtml(residentName)}. Ingresaste desde el Portal de Bahía Blanca.</p>
<p><small>Código de acceso: <code>${escapeHtml(alpha)}</code></small></p>`,
  );
}

export function loginHelpPage(portalOrigin: string): string {
  return page(
    'Problemas para registrarte o ingresar',
    `<h1>Problemas para registrarte o ingresar</h1>
<ul>
<li>Si no recibiste el correo de activación, pedí uno nuevo desde «¿Necesitás validar tu cuenta?».</li>
<li>Si olvidaste tu contraseña, usá «Olvidé mi contraseña» en la pantalla de ingreso.</li>
<li>Después de cinco intentos fallidos la cuenta se bloquea durante 5 minutos.</li>
<li>El código de ingreso llega por correo, tiene 4 dígitos y vence a los 10 minutos.</li>
</ul>
<p><a href="${escapeHtml(portalOrigin)}/login/">Volver al portal</a></p>`,
  );
}

/** PDF strings take Latin-1 bytes: accented letters become octal escapes. */
function pdfText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (code > 126 && code < 256) out += `\\${code.toString(8)}`;
    else out += char;
  }
  return out;
}

/** A one-page PDF with the registration steps, built with correct cross-reference offsets. */
export function registrationTutorialPdf(): string {
  const lines = [
    'Tutorial de registro - Portal de Bahía Blanca',
    '',
    '1. En la pantalla de ingreso elegí "Registrarse".',
    '2. Ingresá tu DNI: el resto del formulario se habilita si no está registrado.',
    '3. Completá nombre, apellido, e-mail y una contraseña de 8 a 64 caracteres',
    '   (puede ser una frase; las contraseñas más usadas no se aceptan).',
    '4. Revisá tu correo y seguí el enlace para activar tu cuenta.',
    '5. Ingresá con tu DNI o e-mail y la contraseña; te llegará un código de 4 dígitos.',
  ];
  const content = ['BT', '/F1 12 Tf', '14 TL', '56 780 Td', ...lines.map((line) => `(${pdfText(line)}) '`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return pdf;
}
