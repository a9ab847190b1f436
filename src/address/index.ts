export { AddressInput, EMPTY_ADDRESS, filterAreas, type AddressInputProps, type AddressValue } from './AddressInput';
export type { Area, AreaIndex } from './areaIndex';
export { foldVietnamese } from './foldVietnamese';
export { loadAreas } from './loadAreas';
