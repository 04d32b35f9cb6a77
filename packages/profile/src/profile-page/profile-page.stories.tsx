import { storeSession, type UserProfile } from '@portal/api-client';
import { DEMO_RESIDENT, type FakeState, NEW_RESIDENT } from '@portal/fake-services';
import type { Meta, StoryObj } from '@storybook/react';
import { PROFILE_PATHS } from '../paths';
import { useProfileFormStore } from '../store';
import { demoProfile, newResidentProfile, SignedInFrame, seededProfile } from '../test/signed-in-frame';
import { ProfilePage } from './profile-page';

const signIn = (dni: number) => (state: FakeState) => storeSession(state.signIn(dni));

const meta = {
  title: 'profile/ProfilePage',
  component: ProfilePage,
  parameters: { layout: 'fullscreen', fakeServices: signIn(DEMO_RESIDENT.dni) },
  beforeEach: () => {
    useProfileFormStore.getState().reset();
  },
  render: (_args, { parameters }) => (
    <SignedInFrame profile={(parameters.profile as () => UserProfile)()} initialEntry={PROFILE_PATHS.profile} />
  ),
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo resident: every card shows its saved value. */
export const Complete: Story = { parameters: { profile: demoProfile } };

/** The second seeded resident on a first visit: the cards invite to add the data. */
export const FirstVisit: Story = {
  parameters: { profile: newResidentProfile, fakeServices: signIn(NEW_RESIDENT.dni) },
};

/** A placeholder e-mail (bbtst) is not shown as the resident's address. */
export const PlaceholderEmail: Story = {
  parameters: {
    profile: () => seededProfile(NEW_RESIDENT.dni, (p) => ({ ...p, email: 'u27999888@bbtst.example.com' })),
    fakeServices: signIn(NEW_RESIDENT.dni),
  },
};

/** Only the phone saved: the address invitation stays. */
export const PartlyComplete: Story = {
  parameters: {
    profile: () =>
      seededProfile(NEW_RESIDENT.dni, (p) => ({
        ...p,
        profile: { ...p.profile, phone_prefix: '291', phone: '4123456', birth_date: '1990-02-28' },
      })),
    fakeServices: signIn(NEW_RESIDENT.dni),
  },
};
