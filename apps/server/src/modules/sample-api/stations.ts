import { createHash } from 'node:crypto';

export interface Station {
  id: string;
  name: string;
  city: string;
  latitude: number;
  longitude: number;
}

export const STATIONS: Station[] = [
  { id: 'berlin-mitte', name: 'Berlin Mitte', city: 'Berlin', latitude: 52.5208, longitude: 13.4094 },
  { id: 'hamburg-altona', name: 'Hamburg Altona', city: 'Hamburg', latitude: 53.5503, longitude: 9.9357 },
  {
    id: 'munich-schwabing',
    name: 'München Schwabing',
    city: 'Munich',
    latitude: 48.1642,
    longitude: 11.5858,
  },
  { id: 'cologne-deutz', name: 'Köln Deutz', city: 'Cologne', latitude: 50.9375, longitude: 6.9755 },
  {
    id: 'frankfurt-bockenheim',
    name: 'Frankfurt Bockenheim',
    city: 'Frankfurt am Main',
    latitude: 50.1239,
    longitude: 8.6528,
  },
];

export interface Measurement {
  time: string;
  temperatureC: number;
  humidityPercent: number;
  pm10: number;
}

/** Hourly readings made up from the station and the date: the same question always gets the same answer. */
export function measurements(stationId: string, date: string): Measurement[] {
  return Array.from({ length: 24 }, (_, hour) => {
    const bytes = createHash('sha256').update(`${stationId}/${date}/${hour}`).digest();
    const daily = Math.sin(((hour - 9) / 24) * 2 * Math.PI);
    return {
      time: `${date}T${String(hour).padStart(2, '0')}:00:00Z`,
      temperatureC: Math.round((12 + 8 * daily + (bytes[0]! / 255) * 3) * 10) / 10,
      humidityPercent: Math.round(55 - 20 * daily + (bytes[1]! / 255) * 10),
      pm10: Math.round((10 + (bytes[2]! / 255) * 25) * 10) / 10,
    };
  });
}
