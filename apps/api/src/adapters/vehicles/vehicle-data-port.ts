import type { CarRegistration, VehicleDetails, VehicleModel } from '@wallet/domain';

/**
 * The VehicleData port: the vehicle data provider behind the Your car card
 * (car-travel-payment.md 2 and 7). It answers the car a registration was issued to, a version by
 * its ABI code, and the make, model and version lists of the manual search. Names are matched
 * without regard to case; answers carry the catalogue's own spelling.
 */
export interface VehicleData {
  /** The car the plate was issued to, as made that year; null when the plate is unknown. */
  findByRegistration(registration: CarRegistration): Promise<VehicleDetails | null>;
  /** The version the code names, as sold in the year; null when unknown or not sold that year. */
  findByAbiCode(abiCode: string, year: number): Promise<VehicleDetails | null>;
  /** Every make, in alphabetical order. */
  makes(): Promise<string[]>;
  /** The make's models with the years each was sold; null when the make is unknown. */
  models(make: string): Promise<{ make: string; models: VehicleModel[] } | null>;
  /** The versions of the model sold in the year, in the catalogue's order. */
  versions(make: string, model: string, year: number): Promise<VehicleDetails[]>;
}
