import { VEHICLE_FUEL_TYPE_LABELS, type CarQuoteForms, type VehicleFuelType } from '@wallet/domain';
import { useWatch } from 'react-hook-form';
import { CAR_GET_QUOTE_TEXTS } from './car-get-quote-texts';
import './car-details.css';

const TEXT = CAR_GET_QUOTE_TEXTS.yourCar;

const fuelLabelOf = (fuel: string) => VEHICLE_FUEL_TYPE_LABELS[fuel as VehicleFuelType] ?? fuel;

/** A car as the lookup describes it, in the words its details list shows. */
export interface CarDescribed {
  make: string;
  model: string;
  year: string;
  fuel: string;
  cc: number;
  version: string;
}

/**
 * car-travel-payment.md 2: the car the registration lookup found (make, model, year, fuel type,
 * engine size, version), read-only. `announce` says it aloud once, when the lookup has just found
 * it, not when the page opens with it. The quote's Your car and a policy change both show it.
 */
export function FoundCarDetails({ car, announce }: { car: CarDescribed; announce: boolean }) {
  const rows: [string, string][] = [
    [TEXT.make, car.make],
    [TEXT.model, car.model],
    [TEXT.year, car.year],
    [TEXT.fuelType, fuelLabelOf(car.fuel)],
    [TEXT.engineSize, TEXT.engineCc(car.cc)],
    [TEXT.version, car.version],
  ];
  return (
    <div className="car-details">
      <p role="status" className="car-details__found">
        {announce ? TEXT.found(car.make, car.model, car.year) : ''}
      </p>
      <dl className="car-details__list">
        {rows.map(([term, value]) => (
          <div key={term} className="car-details__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The quote's Your car: the car its form holds. */
export function CarDetailsList({ announce }: { announce: boolean }) {
  const car = useWatch<CarQuoteForms, 'yourCar'>({ name: 'yourCar' });
  return (
    <FoundCarDetails
      announce={announce}
      car={{
        make: car.carMake,
        model: car.carModel,
        year: car.carYear,
        fuel: car.carFuelType,
        cc: Number(car.carEngineSize),
        version: car.carVersion,
      }}
    />
  );
}
