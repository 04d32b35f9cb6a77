import type { Claim, Licence, ProfileDetails, Street, UserProfile } from '../types';

export const profileDetailsAnswer: ProfileDetails = {
  id: 41,
  gender: 'F',
  birth_date: '1984-05-02',
  town: 'Bahía Blanca',
  postal_code: '8000',
  street: 'Alsina',
  height: '65',
  floor: null,
  apartment: null,
  phone_prefix: '291',
  phone: '4123456',
  lat: -38.7183,
  long: -62.2663,
  viewed: true,
};

export const userProfileAnswer: UserProfile = {
  id: 7,
  dni: 30123456,
  first_name: 'Lucía',
  last_name: 'Fernández',
  email: 'vecina@example.com',
  kind_of_person: { id: 1, name: 'Humana' },
  register_from: { id: 2, name: 'Portal' },
  profile: profileDetailsAnswer,
};

export const licenceAnswer: Licence = {
  tramite: 'Renovación',
  numero: 'BB-123456',
  clases: 'B1',
  documento: '30123456',
  nombre_apellido: 'Lucía Fernández',
  localidad: 'Bahía Blanca',
  fecha_expedicion: '2021-06-10',
  fecha_vencimiento: '2026-06-10',
  estado: 'Vigente',
  dias: 21,
};

export const claimAnswer: Claim = {
  id: 1,
  numero: 5021,
  categoria: 'Alumbrado',
  subcategoria: 'Luminaria apagada',
  estado: 'En proceso',
  fecha: '2025-03-01',
  formatted_fecha: '01/03/2025',
  direccion: 'Alsina 65',
  descripcion: null,
};

export const streetAnswer: Street = {
  id: 937,
  nombre: 'Alsina',
  localidad: { id: 1, nombre: 'Bahía Blanca', abreviatura: 'BB' },
};
