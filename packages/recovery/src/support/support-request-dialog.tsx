// biome-ignore-all assist/source/organizeImports: the import order here is the order of the stylesheets vanilla-extract emits, and a later rule wins a tie; sorting would change which one.
import type { SupportRequest } from '@portal/api-client';
import { Button, Dialog, TextField, useSubmitOnce, useToast } from '@portal/ui-kit';
import * as fieldStyles from '@portal/ui-kit/field-styles';
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { RECOVERY_PATHS } from '../paths';
import { emailError } from '../screens/email-address';
import type { SupportOutcome } from './support-request-action';
import * as styles from './support-request.css';

/** docs/product.md#constants-and-limits: toasts stay 5000 ms. */
export const SUPPORT_TOAST_MS = 5000;

export const SUPPORT_TEXTS = {
  title: 'Problemas para registrarte',
  description: 'Contanos qué problema tuviste y el equipo de soporte de la Municipalidad se va a comunicar con vos.',
  sent: 'Solicitud enviada.',
  sentDetail: 'Recibimos tu solicitud. Tu número de reclamo es: ',
  failed: 'Error al enviar.',
} as const;

type Field = keyof SupportRequest;

export const EMPTY_SUPPORT_REQUEST: SupportRequest = {
  nombre: '',
  apellido: '',
  dni: '',
  correo: '',
  telefono_movil: '',
  descripcion: '',
};

/** The order the fields appear in, which is also the order errors take focus in. */
const FIELDS: readonly Field[] = ['nombre', 'apellido', 'dni', 'correo', 'telefono_movil', 'descripcion'];

const REQUIRED: Record<Field, string> = {
  nombre: 'Ingresá tu nombre.',
  apellido: 'Ingresá tu apellido.',
  dni: 'Ingresá tu DNI.',
  correo: 'Ingresá tu correo electrónico.',
  telefono_movil: 'Ingresá tu teléfono móvil.',
  descripcion: 'Contanos qué problema tuviste.',
};

export const SUPPORT_MESSAGES = {
  required: REQUIRED,
  dniDigits: 'El DNI debe tener solo números.',
  phoneDigits: 'El teléfono debe tener solo números.',
} as const;

type Errors = Partial<Record<Field, string>>;

/** docs/product.md#support-request: all six fields are required; the e-mail must be one; DNI and phone are digits. */
export function supportRequestErrors(values: SupportRequest): Errors {
  const errors: Errors = {};
  for (const field of FIELDS) {
    if (values[field].trim() === '') errors[field] = REQUIRED[field];
  }
  if (!errors.dni && !/^\d+$/.test(values.dni.trim())) errors.dni = SUPPORT_MESSAGES.dniDigits;
  if (!errors.telefono_movil && !/^\d+$/.test(values.telefono_movil.trim())) {
    errors.telefono_movil = SUPPORT_MESSAGES.phoneDigits;
  }
  if (!errors.correo) {
    const problem = emailError(values.correo);
    if (problem) errors.correo = problem;
  }
  return errors;
}

function trimmed(values: SupportRequest): SupportRequest {
  return {
    nombre: values.nombre.trim(),
    apellido: values.apellido.trim(),
    dni: values.dni.trim(),
    correo: values.correo.trim(),
    telefono_movil: values.telefono_movil.trim(),
    descripcion: values.descripcion.trim(),
  };
}

export interface SupportRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the form starts with (stories); it then keeps what the resident types, until a request is sent. */
  defaultValues?: Partial<SupportRequest>;
}

/**
 * The login screen's 'Problemas para registrarte' modal: the support request of
 * docs/product.md#support-request,
 * sent to the incident service. Success: the claim number in a toast and the modal closes.
 * Failure: an error toast, and the form keeps what was typed. Needs a ui-kit `ToastProvider`.
 */
export function SupportRequestDialog({ open, onOpenChange, defaultValues }: SupportRequestDialogProps) {
  const toast = useToast();
  // Posts to this package's support route (`/solicitud-de-ayuda`), whichever page the form is on.
  const fetcher = useFetcher<SupportOutcome>();
  const submit = useSubmitOnce(fetcher);
  const sending = fetcher.state !== 'idle';
  // Held outside the dialog's content, so closing and reopening the modal keeps the draft.
  const [values, setValues] = useState<SupportRequest>({ ...EMPTY_SUPPORT_REQUEST, ...defaultValues });
  const [errors, setErrors] = useState<Errors>({});
  const refs: Record<Field, RefObject<HTMLInputElement | HTMLTextAreaElement | null>> = {
    nombre: useRef<HTMLInputElement>(null),
    apellido: useRef<HTMLInputElement>(null),
    dni: useRef<HTMLInputElement>(null),
    correo: useRef<HTMLInputElement>(null),
    telefono_movil: useRef<HTMLInputElement>(null),
    descripcion: useRef<HTMLTextAreaElement>(null),
  };

  // Set once a request of this form was received, until something is typed again: a second click
  // handled after the answer (before the re-render emptied the form) must not send it twice.
  const received = useRef(false);
  // The outcome already shown: StrictMode runs the effect below twice for one answer.
  const shown = useRef<SupportOutcome | undefined>(undefined);

  useEffect(() => {
    const outcome = fetcher.data;
    if (fetcher.state !== 'idle' || outcome === undefined || shown.current === outcome) return;
    shown.current = outcome;
    if (outcome.status === 'sent') {
      received.current = true;
      toast.show({
        title: SUPPORT_TEXTS.sent,
        description: `${SUPPORT_TEXTS.sentDetail}${outcome.claimNumber}`,
        variant: 'success',
        duration: SUPPORT_TOAST_MS,
      });
      setValues(EMPTY_SUPPORT_REQUEST);
      setErrors({});
      onOpenChange(false);
    } else {
      toast.show({ title: SUPPORT_TEXTS.failed, description: outcome.message, variant: 'error', duration: SUPPORT_TOAST_MS });
    }
  }, [fetcher.state, fetcher.data, toast, onOpenChange]);

  function change(field: Field, value: string) {
    received.current = false;
    setValues((prev) => ({ ...prev, [field]: value }));
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: undefined }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = supportRequestErrors(values);
    setErrors(next);
    const first = FIELDS.find((field) => next[field]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    if (received.current) return;
    // One at a time: a second click (or Enter) sends nothing while the first is under way.
    // Nothing on the page changes with a support request: no loader of the page runs again.
    void submit({ ...trimmed(values) }, { method: 'post', action: RECOVERY_PATHS.supportRequest, defaultShouldRevalidate: false });
  }

  const text = (field: Exclude<Field, 'descripcion'>) => ({
    ref: refs[field] as RefObject<HTMLInputElement>,
    name: field,
    required: true,
    value: values[field],
    error: errors[field],
    readOnly: sending,
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });

  return (
    <Dialog
      open={open}
      // While sending, the modal stays: the outcome is about this form.
      onOpenChange={(next) => {
        if (!sending || next) onOpenChange(next);
      }}
      title={SUPPORT_TEXTS.title}
      description={SUPPORT_TEXTS.description}
    >
      <form className={styles.form} onSubmit={handleSubmit} noValidate aria-label="Solicitud de ayuda">
        <div className={styles.row}>
          <TextField label="Nombre" autoComplete="given-name" {...text('nombre')} />
          <TextField label="Apellido" autoComplete="family-name" {...text('apellido')} />
        </div>
        <TextField label="DNI" inputMode="numeric" {...text('dni')} />
        <TextField label="Correo electrónico" type="email" autoComplete="email" {...text('correo')} />
        <TextField label="Teléfono móvil" type="tel" inputMode="tel" autoComplete="tel" {...text('telefono_movil')} />
        <TextArea
          ref={refs.descripcion as RefObject<HTMLTextAreaElement>}
          label="Descripción"
          value={values.descripcion}
          error={errors.descripcion}
          readOnly={sending}
          onChange={(value) => change('descripcion', value)}
        />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={sending}>
            Cancelar
          </Button>
          <Button type="submit" variant="primary" busy={sending}>
            ENVIAR
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

interface TextAreaProps {
  ref: RefObject<HTMLTextAreaElement>;
  label: string;
  value: string;
  error?: string;
  readOnly: boolean;
  onChange: (value: string) => void;
}

/** A labelled multi-line field wired like ui-kit's text field (error announced via aria-describedby). */
function TextArea({ ref, label, value, error, readOnly, onChange }: TextAreaProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        name="descripcion"
        className={styles.textarea}
        required
        rows={4}
        value={value}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
