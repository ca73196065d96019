import { VEHICLE_FUEL_TYPE_LABELS, type CarQuoteForms, type VehicleFuelType } from '@wallet/domain';
import { useWatch } from 'react-hook-form';
import { CAR_GET_QUOTE_TEXTS } from './car-get-quote-texts';
import './car-details.css';

const TEXT = CAR_GET_QUOTE_TEXTS.yourCar;

const fuelLabelOf = (fuel: string) => VEHICLE_FUEL_TYPE_LABELS[fuel as VehicleFuelType] ?? fuel;

/**
 * car-travel-payment.md 2: the car the registration lookup found (make, model, year, fuel type,
 * engine size, version), read-only. `announce` says it aloud once, when the lookup has just found
 * it, not when the page opens with it.
 */
export function CarDetailsList({ announce }: { announce: boolean }) {
  const car = useWatch<CarQuoteForms, 'yourCar'>({ name: 'yourCar' });
  const rows: [string, string][] = [
    [TEXT.make, car.carMake],
    [TEXT.model, car.carModel],
    [TEXT.year, car.carYear],
    [TEXT.fuelType, fuelLabelOf(car.carFuelType)],
    [TEXT.engineSize, TEXT.engineCc(Number(car.carEngineSize))],
    [TEXT.version, car.carVersion],
  ];
  return (
    <div className="car-details">
      <p role="status" className="car-details__found">
        {announce ? TEXT.found(car.carMake, car.carModel, car.carYear) : ''}
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
