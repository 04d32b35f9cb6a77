import { useSignedInProfile } from '@portal/api-client';
import { Button, PageLayout } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import { emailChanges } from '../form-values';
import type { ProfileDestinations } from '../paths';
import { AddressSection } from './address-section';
import { fieldId } from './form-fields';
import { PersonalDataSection } from './personal-data-section';
import { PhoneSection } from './phone-section';
import * as styles from './profile-form.css';
import { useFormLoading } from './use-form-loading';
import { useFormValues } from './use-form-values';
import { usePendingFocus } from './use-pending-focus';
import { useSaveProfile } from './use-save-profile';

export { saveProfileAction } from './profile-form-action';
export { FORM_ERROR_TOAST_ID } from './use-save-profile';

export interface ProfileFormScreenProps {
  /** Where the form leads after a save (pages of other packages, handed in by the shell). */
  destinations: ProfileDestinations;
  /** The support request's button (another package's, handed in by the shell), beside the DNI. */
  supportRequest?: ReactNode;
}

/** /profileform, 'Actualizá tus datos': complete or correct the resident's data (docs/product.md#profile-form). */
export function ProfileFormScreen({ destinations, supportRequest }: ProfileFormScreenProps) {
  const { profile } = useSignedInProfile();
  const form = useFormValues(profile);
  const { locations, streets, loadLocations, loadStreets } = useFormLoading();
  const focus = usePendingFocus(form.coordinates);
  const { onSubmit, saving, savingText } = useSaveProfile({
    values: form.values,
    profile,
    coordinates: form.coordinates,
    markInvalid: form.markInvalid,
    destinations,
  });

  function changeAddress() {
    form.forgetCoordinates();
    focus.request(fieldId('street'));
  }

  const section = { values: form.values, update: form.update, errorOf: form.errorOf };

  return (
    <PageLayout
      variant="form"
      title="Actualizá tus datos"
      heading="Actualizá tus datos"
      intro="Completá o corregí tus datos. Con tu dirección te mostramos información en base a tu ubicación."
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <PersonalDataSection
          {...section}
          dni={profile.dni}
          changingEmail={emailChanges(form.values, profile)}
          pendingEmail={profile.pending_email ?? null}
          supportRequest={supportRequest}
        />
        <AddressSection
          {...section}
          locations={locations}
          streets={streets}
          onRetryLocations={() => void loadLocations()}
          onRetryStreets={() => void loadStreets()}
          coordinates={form.coordinates}
          onChooseStreet={form.chooseStreet}
          onChangeAddress={changeAddress}
          onListArrived={focus.attempt}
        />
        <PhoneSection {...section} />

        <div className={styles.actions}>
          <Button type="submit" busy={saving}>
            ACTUALIZAR
          </Button>
          <p role="status" className={styles.savingText}>
            {savingText}
          </p>
        </div>
      </form>
    </PageLayout>
  );
}
