export { AddressInput, EMPTY_ADDRESS, filterAreas, type AddressInputProps, type AddressValue } from './AddressInput';
export type { Area, AreaIndex } from './areaIndex';
export { loadAreas } from './loadAreas';
