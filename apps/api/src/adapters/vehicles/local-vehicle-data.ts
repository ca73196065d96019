import { parseRegistration, type CarRegistration, type VehicleDetails } from '@wallet/domain';
import {
  VEHICLE_CATALOGUE,
  type CatalogueModel,
  type CatalogueVersion,
} from './vehicle-catalogue-data.js';
import { REGISTRATION_SAMPLES, type RegistrationSample } from './registration-samples.js';
import type { VehicleData } from './vehicle-data-port.js';

/** A version with the make and model it belongs to. */
interface CatalogueEntry {
  model: CatalogueModel;
  version: CatalogueVersion;
}

/** Names are compared as a customer may type them: any case, spaces around ignored. */
const nameKey = (name: string) => name.trim().toLocaleLowerCase('en-IE');

const soldIn = (version: CatalogueVersion, year: number) =>
  version.years[0] <= year && year <= version.years[1];

function detailsOf({ model, version }: CatalogueEntry, year: number): VehicleDetails {
  return {
    make: model.make,
    model: model.model,
    year_manufacture: year,
    fuel_type: version.fuelType,
    engine_cc: version.engineCc,
    version: version.version,
    risk: version.abiGroup,
    abi_code: version.abiCode,
  };
}

function indexByAbiCode(catalogue: readonly CatalogueModel[]): Map<string, CatalogueEntry> {
  const entries = new Map<string, CatalogueEntry>();
  for (const model of catalogue) {
    for (const version of model.versions) {
      if (entries.has(version.abiCode)) {
        throw new Error(`The vehicle catalogue names ABI code ${version.abiCode} twice`);
      }
      entries.set(version.abiCode, { model, version });
    }
  }
  return entries;
}

/** Each sample under its plate as printed; a sample that is not a plate stops the start. */
function indexByRegistration(samples: readonly RegistrationSample[]): Map<string, string> {
  const abiCodes = new Map<string, string>();
  for (const sample of samples) {
    const registration = parseRegistration(sample.registration);
    if (registration?.normalised !== sample.registration) {
      throw new Error(
        `The registration table holds ${sample.registration}, not a plate as printed`,
      );
    }
    abiCodes.set(registration.normalised, sample.abiCode);
  }
  return abiCodes;
}

/**
 * The VehicleData adapter that answers from the bundled catalogue and registration table, in
 * place of the vehicle data provider.
 */
export function createLocalVehicleData(
  catalogue: readonly CatalogueModel[] = VEHICLE_CATALOGUE,
  samples: readonly RegistrationSample[] = REGISTRATION_SAMPLES,
): VehicleData {
  const byAbiCode = indexByAbiCode(catalogue);
  const abiCodeByRegistration = indexByRegistration(samples);
  const makes = [...new Set(catalogue.map((model) => model.make))].sort((a, b) =>
    a.localeCompare(b, 'en-IE'),
  );
  const modelsOf = (make: string) =>
    catalogue.filter((model) => nameKey(model.make) === nameKey(make));

  const findByAbiCode = async (abiCode: string, year: number) => {
    const entry = byAbiCode.get(abiCode);
    return entry && soldIn(entry.version, year) ? detailsOf(entry, year) : null;
  };

  return {
    async findByRegistration(registration: CarRegistration) {
      const abiCode = abiCodeByRegistration.get(registration.normalised);
      return abiCode ? findByAbiCode(abiCode, registration.year) : null;
    },

    findByAbiCode,

    async makes() {
      return [...makes];
    },

    async models(make: string) {
      const models = modelsOf(make);
      const [first] = models;
      if (!first) return null;
      return {
        make: first.make,
        models: models.map((model) => ({
          model: model.model,
          first_year: Math.min(...model.versions.map((version) => version.years[0])),
          last_year: Math.max(...model.versions.map((version) => version.years[1])),
        })),
      };
    },

    async versions(make: string, modelName: string, year: number) {
      const model = modelsOf(make).find(
        (candidate) => nameKey(candidate.model) === nameKey(modelName),
      );
      if (!model) return [];
      return model.versions
        .filter((version) => soldIn(version, year))
        .map((version) => detailsOf({ model, version }, year));
    },
  };
}
